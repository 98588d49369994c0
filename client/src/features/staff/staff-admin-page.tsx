// Admins manage staff: add (the setup link is shown once, to pass on privately), disable, reset.
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { toast } from '../../components/toast'
import { addStaff, disableStaff, fetchStaffAccounts, resetStaff } from './staff-api'
import { messageOf, StaffField, useStaffCall } from './staff-form'
import type { StaffAccount, StaffRole } from './staff-types'
import { useStaffSession } from './use-staff-session'

const ACCOUNTS_KEY = ['staff', 'accounts'] as const

const STATE_WORDS: Record<StaffAccount['state'], string> = {
  pending: 'Setup not finished',
  active: 'Active',
  disabled: 'Disabled',
}

function stateOf(account: StaffAccount): string {
  return STATE_WORDS[account.state] ?? account.state
}

type AccountAction = 'disable' | 'reset'
/** What an administrator can do to an account, as its buttons say; a disabled account cannot be disabled again. */
const ACCOUNT_ACTIONS: [AccountAction, string][] = [
  ['disable', 'Disable'],
  ['reset', 'Reset'],
]

export function StaffAdminPage() {
  const session = useStaffSession()
  if (session.data?.role !== 'admin') {
    return (
      <article>
        <h1>Staff</h1>
        <p role="alert" className="notice notice-warning">
          Only administrators manage staff.
        </p>
      </article>
    )
  }
  return <StaffAdmin />
}

function StaffAdmin() {
  const queryClient = useQueryClient()
  const accounts = useQuery({
    queryKey: ACCOUNTS_KEY,
    queryFn: ({ signal }) => fetchStaffAccounts(signal),
    staleTime: 0,
  })
  const [setupLink, setSetupLink] = useState<{ email: string; url: string } | null>(null)
  const { error, setError, busy, run } = useStaffCall()

  const refresh = () => queryClient.invalidateQueries({ queryKey: ACCOUNTS_KEY })

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const email = String(data.get('email') ?? '').trim()
    const role = String(data.get('role') ?? 'agent') as StaffRole
    if (!email) {
      setError('Enter the email of the new member of staff.')
      return
    }
    await run(async () => {
      const { setupUrl } = await addStaff(email, role)
      setSetupLink({ email, url: setupUrl })
      form.reset()
      await refresh()
    })
  }

  async function act(account: StaffAccount, action: AccountAction) {
    setError('')
    try {
      if (action === 'disable') {
        await disableStaff(account.id)
        toast.success(`${account.email} is disabled.`)
      } else {
        const { setupUrl } = await resetStaff(account.id)
        setSetupLink({ email: account.email, url: setupUrl })
      }
      await refresh()
    } catch (failure) {
      setError(messageOf(failure))
    }
  }

  return (
    <article className="staff-admin">
      <h1>Staff</h1>
      <div role="alert">{error && <p className="notice notice-warning">{error}</p>}</div>
      {setupLink && (
        <div role="status" className="notice notice-success">
          <p>
            Setup link for <strong>{setupLink.email}</strong>, valid for 24 hours and shown only now. Pass it
            on privately:
          </p>
          <p>
            <code className="staff-setup-link">{setupLink.url}</code>
          </p>
        </div>
      )}

      <form className="card stack" onSubmit={add} noValidate>
        <fieldset>
          <legend>Add a member of staff</legend>
          <StaffField id="new-staff-email" label="Email">
            <input id="new-staff-email" name="email" type="email" autoComplete="off" required />
          </StaffField>
          <StaffField id="new-staff-role" label="Role">
            <select id="new-staff-role" name="role" defaultValue="agent">
              <option value="agent">Agent: works applications</option>
              <option value="admin">Admin: also manages staff and exports</option>
            </select>
          </StaffField>
        </fieldset>
        <button type="submit" className="button button-primary" disabled={busy}>
          Add
        </button>
      </form>

      {accounts.isError && (
        <p role="alert" className="notice notice-warning">
          {messageOf(accounts.error)}
        </p>
      )}
      {accounts.data && (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus.
        <section className="table-wrap" aria-label="Staff accounts" tabIndex={0}>
          <table>
            <thead>
              <tr>
                <th scope="col">Email</th>
                <th scope="col">Role</th>
                <th scope="col">State</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {accounts.data.map((account) => (
                <tr key={account.id}>
                  <td>{account.email}</td>
                  <td>{account.role}</td>
                  <td>{stateOf(account)}</td>
                  <td className="staff-actions">
                    {ACCOUNT_ACTIONS.filter(
                      ([action]) => action !== 'disable' || account.state !== 'disabled',
                    ).map(([action, label]) => (
                      <button
                        key={action}
                        type="button"
                        className="button button-secondary"
                        aria-label={`${label} ${account.email}`}
                        onClick={() => void act(account, action)}
                      >
                        {label}
                      </button>
                    ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </article>
  )
}
