// /Apply's first render is built in slices while its HTML form stays in use (app.tsx, ADR 009):
// what is typed after the draft's last look at that form must be in the draft's form when it
// appears, and be reported to the draft, with nothing typed before lost or typed twice.
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { holdPrerenderedForm, takeHeldForm } from '../../lib/prerendered-form-hold'
import { ApplicationForm } from './application-form'
import { peekTypedBeforeStart, typedSince } from './prerendered-form'
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
  takeHeldForm()
})

/** The empty form as the build prerenders it, held as app.tsx holds it. */
function prerenderedForm() {
  const root = document.createElement('div')
  root.innerHTML = renderToString(<ApplicationForm mode="new" onSubmit={vi.fn()} />)
  document.body.append(root)
  cleanups.push(() => root.remove())
  expect(holdPrerenderedForm(root)).toBe(true)
  return root
}

function control<T extends HTMLElement = HTMLInputElement>(root: HTMLElement, id: string): T {
  const element = root.querySelector<T>(`#${id}`)
  if (!element) throw new Error(`no #${id}`)
  return element
}

/** What a traveller does to a field before any JavaScript listens: only the value changes. */
function typeInto(element: HTMLInputElement | HTMLSelectElement, value: string) {
  element.value = value
}

describe('what was typed into the HTML form while the draft’s form was built', () => {
  it('is nothing when nothing changed since the last look', () => {
    const html = prerenderedForm()
    typeInto(control(html, 'field-surname'), 'perera')
    const saved = peekTypedBeforeStart()
    expect(saved).toEqual({ surname: 'PERERA' })
    expect(typedSince(saved)).toBeNull()
  })

  it('is only what changed, an emptied field as empty, in the form’s own spelling', () => {
    const html = prerenderedForm()
    typeInto(control(html, 'field-surname'), 'perera')
    typeInto(control(html, 'field-Occupation'), 'teach')
    const saved = peekTypedBeforeStart()
    typeInto(control(html, 'field-Occupation'), 'teacher')
    typeInto(control(html, 'field-surname'), '')
    const birth = control<HTMLSelectElement>(html, 'field-Country_of_birth')
    const country = birth.options[5]!.value
    birth.selectedIndex = 5
    expect(typedSince(saved)).toEqual({ Occupation: 'TEACHER', surname: '', Country_of_birth: country })
  })

  it('is nothing once the form is no longer held', () => {
    const html = prerenderedForm()
    typeInto(control(html, 'field-surname'), 'perera')
    takeHeldForm()
    expect(typedSince(null)).toBeNull()
  })

  it('is in the draft’s form when it first appears, and reported to the draft', async () => {
    const html = prerenderedForm()
    typeInto(control(html, 'field-surname'), 'perera')
    const saved = peekTypedBeforeStart()
    // The draft took "PERERA"; then, while the app built its form, the traveller typed on.
    typeInto(control(html, 'field-Occupation'), 'teacher')
    const container = document.createElement('div')
    document.body.append(container)
    const root = createRoot(container)
    cleanups.push(() => {
      act(() => root.unmount())
      container.remove()
    })
    const reported: Record<string, unknown>[] = []
    await act(async () =>
      root.render(
        <ApplicationForm
          mode="new"
          initialInput={{ surname: 'PERERA' }}
          lateInput={() => typedSince(saved)}
          onInputChange={(input) => reported.push(input)}
          onSubmit={vi.fn()}
        />,
      ),
    )
    expect(control(container, 'field-surname').value).toBe('PERERA')
    expect(control(container, 'field-Occupation').value).toBe('TEACHER')
    expect(reported.at(-1)).toMatchObject({ surname: 'PERERA', Occupation: 'TEACHER' })
  })
})
