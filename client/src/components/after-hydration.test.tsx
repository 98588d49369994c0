// useHydrated on a served page: exact during the hydration (no mismatch), then true, switched in a
// transition rather than in a render of its own at once (which on /Apply was the app's largest
// task after the hydration); and true at once for what is rendered from scratch.
import { cleanup, render } from '@testing-library/react'
import { act, Suspense, use } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { withLanguage } from '../lib/i18n'
import { hydrationStarts, useHydrated } from './after-hydration'

// act() outside Testing Library's render: React checks this flag.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const roots: Root[] = []
afterEach(() => {
  for (const root of roots.splice(0)) act(() => root.unmount())
  cleanup()
  document.body.innerHTML = ''
})

/** A promise settled from outside, for a part that waits on it. */
function settledLater() {
  let resolve: () => void = () => {}
  const promise = new Promise<void>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

/**
 * What needs the app: "waiting" until useHydrated is true, then a part that waits on `data` (as a
 * lazily loaded part does). Inside a boundary already on screen, a transition keeps the page as it
 * was while that part waits; a render at once would put the boundary's fallback in its place.
 */
function Probe({ data }: { data: Promise<void> }) {
  const hydrated = useHydrated()
  return <Suspense fallback={<p>fallback</p>}>{hydrated ? <Ready data={data} /> : <p>waiting</p>}</Suspense>
}

function Ready({ data }: { data: Promise<void> }) {
  use(data)
  return <p>ready</p>
}

/** A route's screen (withLanguage): once it has hydrated, so has the served page. */
const Screen = withLanguage(() => <p>screen</p>)

/** Records what useHydrated says in each of its renders. */
const rendered: boolean[] = []
function First() {
  rendered.push(useHydrated())
  return null
}

function served(element: React.ReactElement) {
  const container = document.createElement('div')
  container.innerHTML = renderToString(element)
  document.body.append(container)
  return container
}

describe('useHydrated', () => {
  it('is false in the prerender', () => {
    expect(served(<Probe data={new Promise(() => {})} />).textContent).toBe('waiting')
  })

  it('switches a served page to true in a transition after the hydration, without a mismatch', async () => {
    const data = settledLater()
    const container = served(<Probe data={data.promise} />)
    const mismatches: unknown[] = []
    hydrationStarts()
    await act(async () => {
      roots.push(
        hydrateRoot(container, <Probe data={data.promise} />, {
          onRecoverableError: (error) => mismatches.push(error),
        }),
      )
    })
    // Switched in a transition: while its new part waits, the page stays as it was served.
    expect(container.textContent).toBe('waiting')
    await act(async () => data.resolve())
    expect(container.textContent).toBe('ready')
    expect(mismatches).toEqual([])
  })

  it('is true at once in what is rendered from scratch once the served screen has hydrated', async () => {
    const container = served(<Screen />)
    hydrationStarts()
    await act(async () => {
      roots.push(hydrateRoot(container, <Screen />))
    })
    render(<First />)
    expect(rendered[0]).toBe(true)
  })
})
