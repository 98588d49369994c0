// First visit of a new member of staff: the one-time link (token in the URL's hash, so it never
// reaches a server log or a Referer) leads to a password, then an authenticator app.
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { MIN_STAFF_PASSWORD_LENGTH as MIN_PASSWORD_LENGTH } from '../../../../shared/staff'
import { ApiError } from '../../lib/api'
import { choosePassword, confirmSetup, fetchSetup } from './staff-api'
import type { Enrolment } from './staff-types'

function tokenFromHash(): string {
  return decodeURIComponent(window.location.hash.replace(/^#/, '')).trim()
}

function messageOf(error: unknown): string {
  return error instanceof ApiError ? error.message : 'Something went wrong. Please try again.'
}

/** The server's QR code as an image: an SVG in an <img> cannot run scripts or touch the page. */
function qrImageSource(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}

export function SetupPage() {
  const [token] = useState(tokenFromHash)
  const setup = useQuery({
    queryKey: ['staff', 'setup', token],
    queryFn: () => fetchSetup(token),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  })
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null)
  const [done, setDone] = useState(false)

  let body: React.ReactNode
  if (!token) {
    body = (
      <p role="alert" className="notice notice-warning">
        This page needs the setup link you were given. Ask an administrator for a new one.
      </p>
    )
  } else if (setup.isPending) {
    body = <p aria-live="polite">Loading…</p>
  } else if (setup.isError) {
    body = (
      <p role="alert" className="notice notice-warning">
        {messageOf(setup.error)}
      </p>
    )
  } else if (done) {
    body = (
      <div role="status" className="notice notice-success">
        <p>Your account is ready.</p>
        <p>
          <Link to="/staff">Go to sign-in</Link>
        </p>
      </div>
    )
  } else if (enrolment) {
    body = <AuthenticatorStep token={token} enrolment={enrolment} onDone={() => setDone(true)} />
  } else {
    body = <PasswordStep token={token} onEnrolment={setEnrolment} />
  }

  return (
    <article className="card staff-setup">
      <h1>Set up your staff account</h1>
      {setup.data && (
        <p>
          Account: <strong>{setup.data.email}</strong> ({setup.data.role})
        </p>
      )}
      {body}
    </article>
  )
}

function PasswordStep({ token, onEnrolment }: { token: string; onEnrolment: (e: Enrolment) => void }) {
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const password = String(data.get('password') ?? '')
    const confirm = String(data.get('confirm') ?? '')
    if (password.length < MIN_PASSWORD_LENGTH) {
      setError(`Password must be at least ${MIN_PASSWORD_LENGTH} characters.`)
      return
    }
    if (password !== confirm) {
      setError('The two passwords are not the same.')
      return
    }
    setBusy(true)
    setError('')
    try {
      onEnrolment(await choosePassword(token, password))
    } catch (failure) {
      setError(messageOf(failure))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={submit} noValidate className="stack">
      <fieldset>
        <legend>Step 1 of 2: choose a password</legend>
        <div className="field">
          <label htmlFor="setup-password">Password</label>
          <input
            id="setup-password"
            name="password"
            type="password"
            autoComplete="new-password"
            minLength={MIN_PASSWORD_LENGTH}
            required
            aria-describedby="setup-password-hint"
          />
          <p id="setup-password-hint" className="field-hint">
            At least {MIN_PASSWORD_LENGTH} characters. A long phrase is easiest to remember.
          </p>
        </div>
        <div className="field">
          <label htmlFor="setup-confirm">Confirm password</label>
          <input id="setup-confirm" name="confirm" type="password" autoComplete="new-password" required />
        </div>
      </fieldset>
      <div role="alert">{error && <p className="field-error">{error}</p>}</div>
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? 'Saving…' : 'Continue'}
      </button>
    </form>
  )
}

function AuthenticatorStep({
  token,
  enrolment,
  onDone,
}: {
  token: string
  enrolment: Enrolment
  onDone: () => void
}) {
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const code = String(new FormData(event.currentTarget).get('code') ?? '').replace(/\s/g, '')
    if (!/^\d{6}$/.test(code)) {
      setError('Enter the 6-digit code your authenticator app shows.')
      return
    }
    setBusy(true)
    setError('')
    try {
      await confirmSetup(token, code)
      onDone()
    } catch (failure) {
      setError(messageOf(failure))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={submit} noValidate className="stack">
      <fieldset>
        <legend>Step 2 of 2: add this account to your authenticator app</legend>
        <p>Scan the QR code with your authenticator app, or type the secret into it.</p>
        <img
          className="staff-qr"
          src={qrImageSource(enrolment.qrSvg)}
          alt="QR code to add this account to an authenticator app"
          width="200"
          height="200"
        />
        <p className="staff-secret">
          Secret: <code>{enrolment.secret}</code>
        </p>
        <div className="field">
          <label htmlFor="setup-code">Authentication code</label>
          <input
            id="setup-code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            required
          />
        </div>
      </fieldset>
      <div role="alert">{error && <p className="field-error">{error}</p>}</div>
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? 'Checking…' : 'Confirm'}
      </button>
    </form>
  )
}
