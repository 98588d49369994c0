// First visit of a new member of staff: the one-time link (token in the URL's hash, so it never
// reaches a server log or a Referer) leads to a password, then an authenticator app.
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { MIN_STAFF_PASSWORD_LENGTH as MIN_PASSWORD_LENGTH } from '../../../../shared/staff'
import { choosePassword, confirmSetup, fetchSetup } from './staff-api'
import { CodeInput, messageOf, StaffField, SubmitRow, sixDigitCode, useStaffCall } from './staff-form'
import type { Enrolment } from './staff-types'

function tokenFromHash(): string {
  return decodeURIComponent(window.location.hash.replace(/^#/, '')).trim()
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
  const { error, setError, busy, run } = useStaffCall()

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
    await run(async () => onEnrolment(await choosePassword(token, password)))
  }

  return (
    <form onSubmit={submit} noValidate className="stack">
      <fieldset>
        <legend>Step 1 of 2: choose a password</legend>
        <StaffField
          id="setup-password"
          label="Password"
          hint={`At least ${MIN_PASSWORD_LENGTH} characters. A long phrase is easiest to remember.`}
        >
          <input
            id="setup-password"
            name="password"
            type="password"
            autoComplete="new-password"
            minLength={MIN_PASSWORD_LENGTH}
            required
            aria-describedby="setup-password-hint"
          />
        </StaffField>
        <StaffField id="setup-confirm" label="Confirm password">
          <input id="setup-confirm" name="confirm" type="password" autoComplete="new-password" required />
        </StaffField>
      </fieldset>
      <SubmitRow error={error} busy={busy} label="Continue" busyLabel="Saving…" />
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
  const { error, setError, busy, run } = useStaffCall()

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const code = sixDigitCode(new FormData(event.currentTarget).get('code'))
    if (!code) {
      setError('Enter the 6-digit code your authenticator app shows.')
      return
    }
    await run(async () => {
      await confirmSetup(token, code)
      onDone()
    })
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
        <StaffField id="setup-code" label="Authentication code">
          <CodeInput id="setup-code" />
        </StaffField>
      </fieldset>
      <SubmitRow error={error} busy={busy} label="Confirm" busyLabel="Checking…" />
    </form>
  )
}
