// /contact is served as its empty form and hydrated: a traveller may type before the app runs, and
// may have left a message unsent on an earlier visit. The form must take both into its state at the
// hydration (what was typed wins, field by field), say the message was kept, let Submit work, and
// cause no hydration mismatch.
import { cleanup, render } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { ContactPage } from './contact-page'

const KEPT_MESSAGE_KEY = 'evisa-unsent-contact-message'
const NOT_READY = 'This button works once the page has finished loading.'
const KEPT_NOTICE = 'We kept the message you had not sent yet.'

const served: HTMLElement[] = []
afterEach(() => {
  cleanup()
  for (const container of served.splice(0)) container.remove()
  localStorage.clear()
})

/** The page as the build prerenders it, in the document. */
function servedPage() {
  const container = document.createElement('div')
  container.innerHTML = renderToString(<ContactPage />)
  document.body.append(container)
  served.push(container)
  return container
}

function field(root: HTMLElement, path: string) {
  const element = root.querySelector<HTMLInputElement | HTMLTextAreaElement>(`#contact-${path}`)
  if (!element) throw new Error(`no field ${path}`)
  return element
}

function submitButton(root: HTMLElement) {
  const button = root.querySelector<HTMLButtonElement>('button[type=submit]')
  if (!button) throw new Error('no Submit')
  return button
}

/** Hydrates the served page as the app does; returns React's recoverable errors (mismatches). */
function hydrate(container: HTMLElement) {
  const mismatches: unknown[] = []
  render(<ContactPage />, { container, hydrate: true, onRecoverableError: (error) => mismatches.push(error) })
  return mismatches
}

describe('the served /contact form, hydrated', () => {
  it('is empty in its HTML, with Submit waiting for the app and saying so', () => {
    localStorage.setItem(KEPT_MESSAGE_KEY, JSON.stringify({ remarks: 'Kept on this device' }))
    const html = servedPage()
    expect(field(html, 'remarks').value).toBe('')
    expect(html.textContent).not.toContain(KEPT_NOTICE)
    expect(submitButton(html).disabled).toBe(true)
    expect(submitButton(html).getAttribute('aria-describedby')).toBe('contact-not-ready')
    expect(html.textContent).toContain(NOT_READY)
  })

  it('takes what was typed before the app ran and, for the fields left empty, the kept message', () => {
    localStorage.setItem(
      KEPT_MESSAGE_KEY,
      JSON.stringify({ Given_Name: 'Old Name', Nationality: 'Netherlands', remarks: 'Kept question' }),
    )
    const html = servedPage()
    const name = field(html, 'Given_Name')
    // Before any JavaScript listens, only the nodes change.
    name.value = 'Jan de Vries'
    field(html, 'Email').value = 'jan@example.nl'

    expect(hydrate(html)).toEqual([])

    // The same nodes, now the form's own.
    expect(field(html, 'Given_Name')).toBe(name)
    expect(name.value).toBe('Jan de Vries')
    expect(field(html, 'Email').value).toBe('jan@example.nl')
    expect(field(html, 'Nationality').value).toBe('Netherlands')
    expect(field(html, 'remarks').value).toBe('Kept question')
    expect(html.textContent).toContain(KEPT_NOTICE)
    expect(submitButton(html).disabled).toBe(false)
    // The sentence no longer describes Submit, and is hidden where it stood (nothing moves).
    expect(submitButton(html).hasAttribute('aria-describedby')).toBe(false)
    expect(html.querySelector('#contact-not-ready')?.className).toContain('send-slot-spent')
    // In the form's state, not only in its nodes: the device keeps the merged message.
    expect(JSON.parse(localStorage.getItem(KEPT_MESSAGE_KEY) ?? '{}')).toMatchObject({
      Given_Name: 'Jan de Vries',
      Email: 'jan@example.nl',
      Nationality: 'Netherlands',
      remarks: 'Kept question',
    })
  })

  it('says nothing was kept when only what was typed is there', () => {
    const html = servedPage()
    field(html, 'remarks').value = 'Typed before the app ran'
    expect(hydrate(html)).toEqual([])
    expect(field(html, 'remarks').value).toBe('Typed before the app ran')
    expect(html.textContent).not.toContain(KEPT_NOTICE)
    expect(JSON.parse(localStorage.getItem(KEPT_MESSAGE_KEY) ?? '{}')).toMatchObject({
      remarks: 'Typed before the app ran',
    })
  })
})
