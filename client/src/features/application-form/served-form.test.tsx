// /Apply's served form is hydrated (docs/decisions/013-hydrated-apply.md): React adopts the nodes
// the traveller has already typed into, ticked and focused before the app ran. The form must take
// all of that into its own state at the hydration, report it (so the draft gets it) and enable
// what was waiting for the app, without a hydration mismatch.
import { act } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApplicationForm, CONFIRM_TEXT, SUBMIT_NOT_READY } from './application-form'
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
// happy-dom has no option.defaultSelected; browsers read it from the selected attribute.
if (!('defaultSelected' in HTMLOptionElement.prototype)) {
  Object.defineProperty(HTMLOptionElement.prototype, 'defaultSelected', {
    get(this: HTMLOptionElement) {
      return this.hasAttribute('selected')
    },
  })
}

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

/** The empty form as the build prerenders it, in the page. */
function servedForm() {
  const container = document.createElement('div')
  container.innerHTML = renderToString(<ApplicationForm mode="new" onSubmit={vi.fn()} />)
  document.body.append(container)
  cleanups.push(() => container.remove())
  return container
}

function control<T extends HTMLElement = HTMLInputElement>(root: HTMLElement, selector: string): T {
  const element = root.querySelector<T>(selector)
  if (!element) throw new Error(`no ${selector}`)
  return element
}

async function hydrate(container: HTMLElement, onInputChange: (input: Record<string, unknown>) => void) {
  const mismatches: unknown[] = []
  let root: Root | undefined
  await act(async () => {
    root = hydrateRoot(
      container,
      <ApplicationForm mode="new" onInputChange={onInputChange} onSubmit={vi.fn()} />,
      { onRecoverableError: (error) => mismatches.push(error) },
    )
  })
  cleanups.unshift(() => act(() => root?.unmount()))
  return mismatches
}

describe('the served /Apply form, hydrated', () => {
  it('says Submit and Add Child wait for the app, in its HTML', () => {
    const html = servedForm()
    expect(control<HTMLButtonElement>(html, 'button[type=submit]').disabled).toBe(true)
    expect(html.textContent).toContain(SUBMIT_NOT_READY)
    const add = [...html.querySelectorAll('button')].find((button) => button.textContent === 'Add Child')
    expect(add?.disabled).toBe(true)
    expect(html.textContent).toContain('Add Child works once the page has finished loading.')
  })

  it('takes what was typed and ticked before the app ran, in its own spelling, and reports it', async () => {
    const html = servedForm()
    const surname = control(html, '#field-surname')
    // Before any JavaScript listens, only the nodes change.
    surname.value = 'perera'
    const birth = control<HTMLSelectElement>(html, '#field-Country_of_birth')
    birth.selectedIndex = 5
    const country = birth.value
    const confirm = [...html.querySelectorAll('label')]
      .find((label) => label.textContent?.includes(CONFIRM_TEXT))
      ?.querySelector('input') as HTMLInputElement
    confirm.checked = true
    const reported: Record<string, unknown>[] = []

    const mismatches = await hydrate(html, (input) => reported.push(input))

    expect(mismatches).toEqual([])
    // The same nodes, now the form's own, holding what was typed.
    expect(control(html, '#field-surname')).toBe(surname)
    expect(surname.value).toBe('PERERA')
    expect(birth.value).toBe(country)
    expect(reported.at(-1)).toMatchObject({ surname: 'PERERA', Country_of_birth: country })
    // The tick is kept and Submit works; Add Child too.
    expect(confirm.checked).toBe(true)
    expect(control<HTMLButtonElement>(html, 'button[type=submit]').disabled).toBe(false)
    expect(html.textContent).not.toContain(SUBMIT_NOT_READY)
    const add = [...html.querySelectorAll('button')].find((button) => button.textContent === 'Add Child')
    expect(add?.disabled).toBe(false)
  })

  it('reports nothing when nothing was typed', async () => {
    const html = servedForm()
    const reported: Record<string, unknown>[] = []
    expect(await hydrate(html, (input) => reported.push(input))).toEqual([])
    expect(reported).toEqual([])
    expect(control<HTMLButtonElement>(html, 'button[type=submit]').disabled).toBe(true)
  })
})
