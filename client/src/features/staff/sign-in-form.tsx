// Sign-in with e-mail, password and the authenticator's 6-digit code (README, "Back-office").
import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { ApiError } from '../../lib/api'
import { clearSessionEnded, SESSION_ENDED_MESSAGE, useSessionEnded } from './session-store'
import { ME_QUERY_KEY, signIn } from './staff-api'

export function SignInForm() {
  const queryClient = useQueryClient()
  const sessionEnded = useSessionEnded()
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const email = String(data.get('email') ?? '').trim()
    const password = String(data.get('password') ?? '')
    const code = String(data.get('code') ?? '').replace(/\s/g, '')
    if (!email || !password || !/^\d{6}$/.test(code)) {
      setError('Enter your email, your password and the 6-digit code from your authenticator app.')
      return
    }
    setBusy(true)
    setError('')
    try {
      const staff = await signIn(email, password, code)
      clearSessionEnded()
      queryClient.setQueryData(ME_QUERY_KEY, staff)
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : 'Sign-in failed. Please try again.')
    } finally {
      setBusy(false)
    }
  }

  const alert = error || (sessionEnded ? SESSION_ENDED_MESSAGE : '')
  return (
    <section className="card staff-sign-in" aria-labelledby="staff-sign-in-title">
      <h1 id="staff-sign-in-title">Staff sign-in</h1>
      <div role="alert" className={alert ? 'notice notice-warning' : undefined}>
        {alert}
      </div>
      <form onSubmit={submit} noValidate className="stack">
        <div className="field">
          <label htmlFor="staff-email">Email</label>
          <input id="staff-email" name="email" type="email" autoComplete="username" required />
        </div>
        <div className="field">
          <label htmlFor="staff-password">Password</label>
          <input
            id="staff-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
          />
        </div>
        <div className="field">
          <label htmlFor="staff-code">Authentication code</label>
          <input
            id="staff-code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            required
            aria-describedby="staff-code-hint"
          />
          <p id="staff-code-hint" className="field-hint">
            The 6-digit code your authenticator app shows now.
          </p>
        </div>
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </section>
  )
}
