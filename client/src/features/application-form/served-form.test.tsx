// /Apply's served form is hydrated (docs/decisions/013-hydrated-apply.md): React adopts the nodes
// the traveller has already typed into, ticked and focused before the app ran. The form must take
// all of that into its own state at the hydration, report it (so the draft gets it) and enable
// what was waiting for the app, without a hydration mismatch.
import { cleanup, render } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApplicationForm, CONFIRM_TEXT, SUBMIT_NOT_READY } from './application-form'

// happy-dom has no option.defaultSelected; browsers read it from the selected attribute.
if (!('defaultSelected' in HTMLOptionElement.prototype)) {
  Object.defineProperty(HTMLOptionElement.prototype, 'defaultSelected', {
    get(this: HTMLOptionElement) {
      return this.hasAttribute('selected')
    },
  })
}

const served: HTMLElement[] = []
afterEach(() => {
  cleanup()
  for (const container of served.splice(0)) container.remove()
})

/** The empty form as the build prerenders it, in the page. */
function servedForm() {
  const container = document.createElement('div')
  container.innerHTML = renderToString(<ApplicationForm mode="new" onSubmit={vi.fn()} />)
  document.body.append(container)
  served.push(container)
  return container
}

function control<T extends HTMLElement = HTMLInputElement>(root: HTMLElement, selector: string): T {
  const element = root.querySelector<T>(selector)
  if (!element) throw new Error(`no ${selector}`)
  return element
}

/** Hydrates the served form as the app does (inside act(), by Testing Library); returns the mismatches. */
function hydrate(container: HTMLElement, onInputChange: (input: Record<string, unknown>) => void) {
  const mismatches: unknown[] = []
  render(<ApplicationForm mode="new" onInputChange={onInputChange} onSubmit={vi.fn()} />, {
    container,
    hydrate: true,
    onRecoverableError: (error) => mismatches.push(error),
  })
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

  it('takes what was typed and ticked before the app ran, in its own spelling, and reports it', () => {
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

    const mismatches = hydrate(html, (input) => reported.push(input))

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

  it('reports nothing when nothing was typed', () => {
    const html = servedForm()
    const reported: Record<string, unknown>[] = []
    expect(hydrate(html, (input) => reported.push(input))).toEqual([])
    expect(reported).toEqual([])
    expect(control<HTMLButtonElement>(html, 'button[type=submit]').disabled).toBe(true)
  })

  it('bounds the date pickers by the day it is used on, not the day the build served it', () => {
    const bounds = (root: HTMLElement) => ({
      birth: control(root, '#field-date_of_birth').getAttribute('max'),
      issued: control(root, '#field-passport_issued_date').getAttribute('max'),
      expiry: control(root, '#field-passport_expiry_date').getAttribute('min'),
      arrival: control(root, '#field-intended_arrival_date').getAttribute('min'),
    })
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(new Date(2026, 10, 20, 12))
      const html = servedForm()
      expect(bounds(html)).toEqual({ birth: null, issued: null, expiry: null, arrival: null })
      // Opened two weeks after the build.
      vi.setSystemTime(new Date(2026, 11, 4, 12))
      expect(hydrate(html, () => {})).toEqual([])
      const today = '2026-12-04'
      expect(bounds(html)).toEqual({ birth: today, issued: today, expiry: today, arrival: today })
    } finally {
      vi.useRealTimers()
    }
  })
})
