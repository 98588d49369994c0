import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type ApplicationInput, requiredFieldNames } from '../../../../shared/application'
import { COUNTRIES, NATIONALITIES } from '../../../../shared/countries'
import { ApplicationForm, type ApplicationFormProps, CONFIRM_TEXT } from './application-form'

afterEach(() => {
  cleanup()
})

let container: HTMLElement

/** Shows the form: new, and sending nowhere, unless the test says otherwise. */
function renderForm(props: Partial<ApplicationFormProps> = {}) {
  cleanup()
  container = render(<ApplicationForm mode="new" onSubmit={vi.fn()} {...props} />).container
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The control a traveller finds by its label, whether or not the label carries the asterisk. */
function byLabel(text: string): HTMLInputElement {
  return screen.getByLabelText(new RegExp(`^${escapeRegExp(text)}\\s*\\*?$`)) as HTMLInputElement
}

function submitButton() {
  return screen.getByRole('button', { name: /^(Submit|Update and Next)$/ }) as HTMLButtonElement
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
      renderForm({ initialInput: { visaType, children: [{}] } })
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

  it('labels its button Submit when new and Update and Next when editing', () => {
    renderForm()
    expect(submitButton().textContent).toBe('Submit')
    renderForm({ mode: 'edit' })
    expect(submitButton().textContent).toBe('Update and Next')
  })

  it('keeps the submit button disabled until the confirmation is ticked', async () => {
    const user = userEvent.setup()
    renderForm()
    expect(submitButton().disabled).toBe(true)
    await user.click(byLabel(CONFIRM_TEXT))
    expect(submitButton().disabled).toBe(false)
  })

  it('reports every change with the whole input, upper-cased where the spec says so', async () => {
    const user = userEvent.setup()
    const onInputChange = vi.fn<(input: ApplicationInput) => void>()
    renderForm({ onInputChange })
    expect(onInputChange).not.toHaveBeenCalled()
    await user.type(byLabel('Surname'), 'perera')
    expect(byLabel('Surname').value).toBe('PERERA')
    expect(onInputChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ surname: 'PERERA', children: [] }),
    )
    await user.type(byLabel('Email'), 'Anna@Example.com')
    expect(onInputChange).toHaveBeenLastCalledWith(expect.objectContaining({ email: 'Anna@Example.com' }))
  })

  it('starts from the initial input it is given', () => {
    renderForm({
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
      renderForm({ initialInput: { visaType: 'TOURIST VISA' } })
      await waitFor(() => expect(optionValues(byLabel('Nationality'))).toEqual(NATIONALITIES))
      expect(NATIONALITIES).toHaveLength(231)
      for (const label of [
        'Country of Birth',
        'Where have you been during the last 14 days?',
        'Country / Region',
      ]) {
        await waitFor(() => expect(optionValues(byLabel(label)), label).toEqual(COUNTRIES))
      }
    })

    it('shows the whole list with the chosen country at once, and keeps a choice across renders', async () => {
      const user = userEvent.setup()
      renderForm({ initialInput: { Country_of_birth: "COTE D'IVOIRE" } })
      const birth = byLabel('Country of Birth') as unknown as HTMLSelectElement
      // The options are markup (fields.tsx): every name arrives as written, quotes included.
      expect(optionValues(birth as unknown as HTMLInputElement)).toEqual(COUNTRIES)
      expect(birth.value).toBe("COTE D'IVOIRE")
      expect(birth.selectedOptions[0]?.textContent).toBe("COTE D'IVOIRE")
      await user.selectOptions(birth, 'SRI LANKA')
      // Another field's change renders the form again; the choice stays.
      await user.type(byLabel('Surname'), 'silva')
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
      // Testing Library hydrates inside act() and unmounts and removes the container afterwards.
      render(<ApplicationForm mode="new" onSubmit={vi.fn()} />, {
        container: prerendered,
        hydrate: true,
        onRecoverableError: (error) => mismatches.push(error),
      })
      expect(mismatches).toEqual([])
      // The same select element, adopted by React, its list still whole.
      expect(prerendered.querySelector('#field-Country_of_birth')).toBe(birth)
      expect(optionValues(birth as unknown as HTMLInputElement)).toEqual(COUNTRIES)
    })

    it('takes a nationality the old list lacked', async () => {
      const user = userEvent.setup()
      const onInputChange = vi.fn<(input: ApplicationInput) => void>()
      renderForm({ onInputChange })
      const nationality = byLabel('Nationality') as unknown as HTMLSelectElement
      // Reaching the select shows its whole list before it opens.
      await user.click(nationality)
      await user.selectOptions(nationality, 'KOSOVO')
      expect(onInputChange).toHaveBeenLastCalledWith(expect.objectContaining({ nationality: 'KOSOVO' }))
    })

    it('shows the countries of a draft kept in the old spellings under their new names', async () => {
      renderForm({ initialInput: { nationality: 'TURKEY', Country_of_birth: 'CZECH REPUBLIC' } })
      expect(byLabel('Nationality').value).toBe('TURKIYE')
      expect(byLabel('Country of Birth').value).toBe('CZECHIA')
    })
  })

  it('does not submit an empty form and lists what is missing', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    renderForm({ onSubmit })
    await user.click(byLabel(CONFIRM_TEXT))
    await user.click(submitButton())
    const summary = await screen.findByRole('region', { name: 'There is a problem' })
    expect(onSubmit).not.toHaveBeenCalled()
    expect(summary.textContent).toContain('Surname is required.')
    expect(document.activeElement).toBe(summary)
  })
})
