import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { StatusForm } from './status-form'

afterEach(() => {
  cleanup()
})

/** The labels of the form's fields, in order: what a member of staff is asked for. */
const labels = (container: HTMLElement) =>
  [...container.querySelectorAll('label')].map((label) => label.textContent)

describe('the status form', () => {
  it('offers only the moves the server allows', () => {
    const { container } = render(
      <StatusForm
        number="A1"
        email="anna@example.com"
        allowedMoves={['IN_REVIEW', 'REJECTED']}
        onSaved={() => {}}
      />,
    )
    const options = within(screen.getByLabelText('Status'))
      .getAllByRole('option')
      .map((option) => option.textContent)
    expect(options).toEqual(['Choose…', 'In review', 'Rejected'])
    expect(labels(container)).toEqual(['Status', 'Note'])
  })

  it('asks a reason for a rejection, the reference for a submission and a PDF for an approval', async () => {
    const user = userEvent.setup()
    const { container } = render(
      <StatusForm
        number="A1"
        email="anna@example.com"
        allowedMoves={['NEEDS_CORRECTION', 'SUBMITTED', 'APPROVED', 'REJECTED']}
        onSaved={() => {}}
      />,
    )
    const status = screen.getByLabelText('Status')
    await user.selectOptions(status, 'Rejected')
    expect(labels(container)).toEqual(['Status', 'Reason', 'Note'])
    await user.selectOptions(status, 'Submitted')
    expect(labels(container)).toEqual(['Status', 'Authority reference', 'Note'])
    await user.selectOptions(status, 'Approved')
    expect(labels(container)).toEqual(['Status', 'eVisa file', 'Note'])
    expect(screen.getByLabelText('eVisa file').getAttribute('accept')).toBe('application/pdf')
  })

  it('says so when no move is possible', () => {
    render(<StatusForm number="A1" email="anna@example.com" allowedMoves={[]} onSaved={() => {}} />)
    expect(screen.getByText("This application's status cannot be changed now.")).toBeDefined()
    expect(screen.queryByLabelText('Status')).toBeNull()
  })
})
