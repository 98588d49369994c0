import { act } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type ApplicationInput, requiredFieldNames } from '../../../../shared/application'
import { COUNTRIES, NATIONALITIES } from '../../../../shared/countries'
import { ApplicationForm, type ApplicationFormProps, CONFIRM_TEXT } from './application-form'

// React warns unless it is told that this is a test environment driving act().
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let container: HTMLDivElement
let root: Root

beforeEach(() => {
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
})

afterEach(() => {
  act(() => root.unmount())
  container.remove()
})

/** Shows the form: new, and sending nowhere, unless the test says otherwise. A new key starts it afresh. */
async function renderForm(props: Partial<ApplicationFormProps> = {}, key?: string) {
  await act(async () => root.render(<ApplicationForm key={key} mode="new" onSubmit={vi.fn()} {...props} />))
}

function byLabel(text: string): HTMLInputElement {
  const label = [...container.querySelectorAll('label')].find((element) =>
    element.textContent
      ?.replace(/\s*\*$/, '')
      .trim()
      .startsWith(text),
  )
  const control = label && (label.control ?? document.getElementById(label.htmlFor))
  if (!control) throw new Error(`no control labelled ${text}`)
  return control as HTMLInputElement
}

/** Types like a browser does: the value changes, then an input event bubbles to React. */
async function type(input: HTMLInputElement, text: string) {
  await act(async () => {
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
    setValue?.call(input, text)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

function submitButton() {
  return container.querySelector('button[type="submit"]') as HTMLButtonElement
}

/** Each control's field name and whether its label (or a yes/no group's legend) carries the asterisk. */
function asterisks(): Map<string, boolean> {
  const marked = new Map<string, boolean>()
  for (const control of container.querySelectorAll<HTMLElement>(
    'input[id^="field-"], select[id^="field-"], textarea[id^="field-"]',
  )) {
    // A yes/no group's "Yes" has the field's id, its "No" the id with -no.
    const name = control.id.replace(/^field-(children-\d+-)?/, '').replace(/-no$/, '')
    const caption =
      (control as HTMLInputElement).type === 'radio'
        ? control.closest('fieldset')?.querySelector('legend')
        : container.querySelector(`label[for="${control.id}"]`)
    if (caption) marked.set(name, caption.querySelector('.required') !== null)
  }
  return marked
}

describe('ApplicationForm', () => {
  it('marks as required exactly the fields the schema refuses to leave empty', async () => {
    const marked = new Map<string, boolean>()
    for (const visaType of ['TOURIST VISA', 'BUSINESS VISA'] as const) {
      await renderForm({ initialInput: { visaType, children: [{}] } }, visaType)
      for (const [name, required] of asterisks()) marked.set(name, required)
    }
    const required = requiredFieldNames()
    // Every required field of the applicant and of a child is on the form with its asterisk…
    for (const name of required) expect(marked.get(name), name).toBe(true)
    // …and no optional one has one.
    for (const [name, hasAsterisk] of marked) expect(hasAsterisk, name).toBe(required.has(name))
    // What the schema says, as a traveller reads it.
    expect(marked.get('surname')).toBe(true)
    expect(marked.get('child_relationship')).toBe(true)
    expect(marked.get('multiple_entry_visa')).toBe(true)
    expect(marked.get('Occupation')).toBe(false)
    expect(marked.get('applicant_company_email')).toBe(false)
    expect([...marked.values()].filter((value) => !value).length).toBeGreaterThan(10)
  })

  it('labels its button Submit when new and Update and Next when editing', async () => {
    await renderForm()
    expect(submitButton().textContent).toBe('Submit')
    await renderForm({ mode: 'edit' })
    expect(submitButton().textContent).toBe('Update and Next')
  })

  it('keeps the submit button disabled until the confirmation is ticked', async () => {
    await renderForm()
    expect(submitButton().disabled).toBe(true)
    await act(async () => byLabel(CONFIRM_TEXT).click())
    expect(submitButton().disabled).toBe(false)
  })

  it('reports every change with the whole input, upper-cased where the spec says so', async () => {
    const onInputChange = vi.fn<(input: ApplicationInput) => void>()
    await renderForm({ onInputChange })
    expect(onInputChange).not.toHaveBeenCalled()
    await type(byLabel('Surname'), 'perera')
    expect(byLabel('Surname').value).toBe('PERERA')
    expect(onInputChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ surname: 'PERERA', children: [] }),
    )
    await type(byLabel('Email'), 'Anna@Example.com')
    expect(onInputChange).toHaveBeenLastCalledWith(expect.objectContaining({ email: 'Anna@Example.com' }))
  })

  it('starts from the initial input it is given', async () => {
    await renderForm({
      mode: 'edit',
      initialInput: { surname: 'SILVA', visaType: 'BUSINESS VISA', valid_residence_visa: true },
    })
    expect(byLabel('Surname').value).toBe('SILVA')
    expect(container.textContent).toContain("Applicant's Company")
    const yes = container.querySelector('input[name="valid_residence_visa"][value="yes"]') as HTMLInputElement
    expect(yes.checked).toBe(true)
  })

  describe('country choices', () => {
    const optionValues = (select: HTMLInputElement) =>
      [...(select as unknown as HTMLSelectElement).options].map((option) => option.value).filter(Boolean)

    it('offers each of the 231 eligible nationalities, and every country where one was born, lives or has been', async () => {
      await renderForm({ initialInput: { visaType: 'TOURIST VISA' } })
      await vi.waitFor(() => expect(optionValues(byLabel('Nationality'))).toEqual(NATIONALITIES))
      expect(NATIONALITIES).toHaveLength(231)
      for (const label of [
        'Country of Birth',
        'Where have you been during the last 14 days?',
        'Country / Region',
      ]) {
        await vi.waitFor(() => expect(optionValues(byLabel(label)), label).toEqual(COUNTRIES))
      }
    })

    it('shows the whole list with the chosen country at once, and keeps a choice across renders', async () => {
      await renderForm({ initialInput: { Country_of_birth: "COTE D'IVOIRE" } })
      const birth = byLabel('Country of Birth') as unknown as HTMLSelectElement
      // The options are markup (fields.tsx): every name arrives as written, quotes included.
      expect(optionValues(birth as unknown as HTMLInputElement)).toEqual(COUNTRIES)
      expect(birth.value).toBe("COTE D'IVOIRE")
      expect(birth.selectedOptions[0]?.textContent).toBe("COTE D'IVOIRE")
      await act(async () => {
        birth.value = 'SRI LANKA'
        birth.dispatchEvent(new Event('change', { bubbles: true }))
      })
      // Another field's change renders the form again; the choice stays.
      await act(async () => {
        const surname = byLabel('Surname')
        surname.value = 'SILVA'
        surname.dispatchEvent(new Event('input', { bubbles: true }))
      })
      expect(birth.value).toBe('SRI LANKA')
      expect(birth.options).toHaveLength(COUNTRIES.length + 1)
    })

    it('hydrates the HTML of its own prerender without a mismatch, keeping the whole lists', async () => {
      // The build prerenders the empty form into /Apply and the app hydrates it (ADR 009): the
      // first client render must produce that HTML exactly, long lists included.
      const html = renderToString(<ApplicationForm mode="new" onSubmit={vi.fn()} />)
      const prerendered = document.createElement('div')
      prerendered.innerHTML = html
      document.body.append(prerendered)
      const birth = prerendered.querySelector<HTMLSelectElement>('#field-Country_of_birth')
      expect(birth && optionValues(birth as unknown as HTMLInputElement)).toEqual(COUNTRIES)
      const mismatches: unknown[] = []
      let hydrated: Root | undefined
      try {
        await act(async () => {
          hydrated = hydrateRoot(prerendered, <ApplicationForm mode="new" onSubmit={vi.fn()} />, {
            onRecoverableError: (error) => mismatches.push(error),
          })
        })
        expect(mismatches).toEqual([])
        // The same select element, adopted by React, its list still whole.
        expect(prerendered.querySelector('#field-Country_of_birth')).toBe(birth)
        expect(optionValues(birth as unknown as HTMLInputElement)).toEqual(COUNTRIES)
      } finally {
        act(() => hydrated?.unmount())
        prerendered.remove()
      }
    })

    it('takes a nationality the old list lacked', async () => {
      const onInputChange = vi.fn<(input: ApplicationInput) => void>()
      await renderForm({ onInputChange })
      const nationality = byLabel('Nationality') as unknown as HTMLSelectElement
      // Reaching the select shows its whole list before it opens.
      await act(async () => nationality.focus())
      await act(async () => {
        nationality.value = 'KOSOVO'
        nationality.dispatchEvent(new Event('change', { bubbles: true }))
      })
      expect(onInputChange).toHaveBeenLastCalledWith(expect.objectContaining({ nationality: 'KOSOVO' }))
    })

    it('shows the countries of a draft kept in the old spellings under their new names', async () => {
      await renderForm({ initialInput: { nationality: 'TURKEY', Country_of_birth: 'CZECH REPUBLIC' } })
      expect(byLabel('Nationality').value).toBe('TURKIYE')
      expect(byLabel('Country of Birth').value).toBe('CZECHIA')
    })
  })

  it('does not submit an empty form and lists what is missing', async () => {
    const onSubmit = vi.fn()
    await renderForm({ onSubmit })
    await act(async () => byLabel(CONFIRM_TEXT).click())
    await act(async () => submitButton().click())
    await vi.waitFor(() => expect(container.querySelector('.error-summary')).not.toBeNull())
    expect(onSubmit).not.toHaveBeenCalled()
    expect(container.querySelector('.error-summary')?.textContent).toContain('Surname is required.')
    expect(document.activeElement).toBe(container.querySelector('.error-summary'))
  })
})
