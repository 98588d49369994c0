// Sign-in with e-mail, password and the authenticator's 6-digit code (README, "Back-office").
import { useQueryClient } from '@tanstack/react-query'
import type { FormEvent } from 'react'
import { clearSessionEnded, SESSION_ENDED_MESSAGE, useSessionEnded } from './session-store'
import { ME_QUERY_KEY, signIn } from './staff-api'
import { CodeInput, StaffField, sixDigitCode, useStaffCall } from './staff-form'

export function SignInForm() {
  const queryClient = useQueryClient()
  const sessionEnded = useSessionEnded()
  const { error, setError, busy, run } = useStaffCall('Sign-in failed. Please try again.')

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const email = String(data.get('email') ?? '').trim()
    const password = String(data.get('password') ?? '')
    const code = sixDigitCode(data.get('code'))
    if (!email || !password || !code) {
      setError('Enter your email, your password and the 6-digit code from your authenticator app.')
      return
    }
    await run(async () => {
      const staff = await signIn(email, password, code)
      clearSessionEnded()
      queryClient.setQueryData(ME_QUERY_KEY, staff)
    })
  }

  const alert = error || (sessionEnded ? SESSION_ENDED_MESSAGE : '')
  return (
    <section className="card staff-sign-in" aria-labelledby="staff-sign-in-title">
      <h1 id="staff-sign-in-title">Staff sign-in</h1>
      <div role="alert" className={alert ? 'notice notice-warning' : undefined}>
        {alert}
      </div>
      <form onSubmit={submit} noValidate className="stack">
        <StaffField id="staff-email" label="Email">
          <input id="staff-email" name="email" type="email" autoComplete="username" required />
        </StaffField>
        <StaffField id="staff-password" label="Password">
          <input
            id="staff-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
          />
        </StaffField>
        <StaffField
          id="staff-code"
          label="Authentication code"
          hint="The 6-digit code your authenticator app shows now."
        >
          <CodeInput id="staff-code" describedBy="staff-code-hint" />
        </StaffField>
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </section>
  )
}
