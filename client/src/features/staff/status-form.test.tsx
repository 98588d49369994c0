import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render } from '../../lib/testing-react'
import { StatusForm } from './status-form'

afterEach(async () => {
  await cleanup()
})

async function choose(container: HTMLElement, status: string) {
  const select = container.querySelector<HTMLSelectElement>('#status-target')!
  await act(async () => {
    // React listens to the native setter: set the value as a browser would, then fire change.
    const setter = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!
    setter.call(select, status)
    select.dispatchEvent(new Event('change', { bubbles: true }))
  })
}

const labels = (container: HTMLElement) =>
  [...container.querySelectorAll('label')].map((label) => label.textContent)

describe('the status form', () => {
  it('offers only the moves the server allows', async () => {
    const { container } = await render(
      <StatusForm
        number="A1"
        email="anna@example.com"
        allowedMoves={['IN_REVIEW', 'REJECTED']}
        onSaved={() => {}}
      />,
    )
    const options = [...container.querySelectorAll('#status-target option')].map(
      (option) => option.textContent,
    )
    expect(options).toEqual(['Choose…', 'In review', 'Rejected'])
    expect(labels(container)).toEqual(['Status', 'Note'])
  })

  it('asks a reason for a rejection, the reference for a submission and a PDF for an approval', async () => {
    const { container } = await render(
      <StatusForm
        number="A1"
        email="anna@example.com"
        allowedMoves={['NEEDS_CORRECTION', 'SUBMITTED', 'APPROVED', 'REJECTED']}
        onSaved={() => {}}
      />,
    )
    await choose(container, 'REJECTED')
    expect(labels(container)).toEqual(['Status', 'Reason', 'Note'])
    await choose(container, 'SUBMITTED')
    expect(labels(container)).toEqual(['Status', 'Authority reference', 'Note'])
    await choose(container, 'APPROVED')
    expect(labels(container)).toEqual(['Status', 'eVisa file', 'Note'])
    expect(container.querySelector('#status-evisa')?.getAttribute('accept')).toBe('application/pdf')
  })

  it('says so when no move is possible', async () => {
    const { container } = await render(
      <StatusForm number="A1" email="anna@example.com" allowedMoves={[]} onSaved={() => {}} />,
    )
    expect(container.textContent).toContain("This application's status cannot be changed now.")
    expect(container.querySelector('form')).toBeNull()
  })
})
