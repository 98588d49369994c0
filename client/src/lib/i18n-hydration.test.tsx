// A served page in German whose screen has not hydrated yet (React hydrates the page's frame first
// and the screen inside the router's Suspense boundaries later, at its lowest priority), switched
// to English in place at once: the screen must hydrate in the language of its HTML and then change,
// never be hydrated with the other language's messages (React's hydration error #418, and the
// screen thrown away and drawn again). lib/i18n.ts holds the switch until the screen has mounted.
import { waitFor } from '@testing-library/react'
import { Suspense, startTransition } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, it } from 'vitest'
import {
  holdLanguageUntilScreenHydrated,
  LANGUAGE_REWRITE,
  loadMessages,
  m,
  showAddressLanguage,
  useLanguage,
  withLanguage,
} from './i18n'

const Screen = withLanguage(() => <h1>{m.common_language()}</h1>)

/** The shape of a served page: the frame, then the screen inside the router's two boundaries. */
function Page() {
  // The layout re-renders on a switch, as TravellerLayout does.
  useLanguage()
  return (
    <>
      <header>{m.common_skip_to_content()}</header>
      <main>
        <Suspense fallback={null}>
          <Suspense fallback={null}>
            <Screen />
          </Suspense>
        </Suspense>
      </main>
    </>
  )
}

async function openAddress(path: string) {
  LANGUAGE_REWRITE.input({ url: new URL(path, 'https://evisa.example') })
  await showAddressLanguage()
}

let root: Root | undefined
afterEach(async () => {
  root?.unmount()
  document.body.innerHTML = ''
  await openAddress('/')
})

it('a served German page switched to English before its screen hydrated: no hydration error', async () => {
  await loadMessages('common')
  await openAddress('/de/')
  const container = document.createElement('div')
  container.innerHTML = renderToString(<Page />)
  document.body.append(container)
  expect(container.querySelector('h1')?.textContent).toBe('Sprache')

  const hydrationErrors: unknown[] = []
  holdLanguageUntilScreenHydrated()
  startTransition(() => {
    root = hydrateRoot(container, <Page />, {
      onRecoverableError: (error) => hydrationErrors.push(error),
    })
  })
  // The traveller chooses English in the header's menu before React has reached the screen.
  const switched = openAddress('/')

  await switched
  await waitFor(() => expect(container.querySelector('h1')?.textContent).toBe('Language'))
  expect(container.querySelector('header')?.textContent).toBe('Skip to content')
  expect(hydrationErrors).toEqual([])
})
