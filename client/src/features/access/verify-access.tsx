// The step /Apply/{id} and /Preview/{id} show on a device without the application's key: the
// passport number and date of birth given in the application, as US ESTA asks them. The server
// answers a new key for this device, which is stored with the number; the screen then loads.
// Both routes load with loadApplication: the server's copy, or offline this device's copy of an
// application submitted here; `locked` when this device has no key (docs/device-access.md).
import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { normalizePassportNumber } from '../../../../shared/access'
import { CodeInput } from '../../components/code-input'
import { saveAccessKey } from '../../lib/access-keys'
import { ApiError } from '../../lib/api'
import { applicationQueryOptions, verifyApplication } from '../../lib/applications'
import { useOnline } from '../../offline'
import type { LoadedApplication, LockedApplication } from '../preview'

export const VERIFY_MESSAGES = {
  passportMissing: 'Enter the passport number given in the application.',
  dateMissing: 'Enter the date of birth given in the application.',
  tooMany: 'Too many tries for this application. For its safety, please try again later.',
  offline:
    'A connection is needed to open this application on this device. Please try again when you are online.',
  failed: 'The details could not be checked. Please try again.',
} as const

function messageFor(error: unknown): string {
  if (!(error instanceof ApiError)) return VERIFY_MESSAGES.failed
  if (error.isNetworkError) return VERIFY_MESSAGES.offline
  if (error.status === 429) return VERIFY_MESSAGES.tooMany
  // 403 "The details do not match this application.", or a 400 saying what is wrong.
  if (error.status >= 400 && error.status < 500 && error.message) return error.message
  return VERIFY_MESSAGES.failed
}

type Problem = { field?: 'passport' | 'date'; message: string } | null

export interface VerifyAccessProps {
  skuId: string
  /** The screen's own heading, so the traveller knows where they are. */
  title: string
  /** The loader could not reach the server. */
  offline: boolean
}

export function VerifyAccess({ skuId, title, offline: loadedOffline }: VerifyAccessProps) {
  const router = useRouter()
  const queryClient = useQueryClient()
  const online = useOnline()
  const [passport, setPassport] = useState('')
  const [dateOfBirth, setDateOfBirth] = useState('')
  const [problem, setProblem] = useState<Problem>(null)
  const [busy, setBusy] = useState(false)
  const id = useId()
  const passportId = `${id}-passport`
  const dateId = `${id}-dob`
  const messageId = `${id}-message`
  const passportRef = useRef<HTMLInputElement>(null)
  const dateRef = useRef<HTMLInputElement>(null)
  const messageRef = useRef<HTMLParagraphElement>(null)
  // The browser may say it is online while the server could not be reached: the loader knows.
  const offline = !online || (loadedOffline && problem === null)

  useEffect(() => {
    if (!problem) return
    if (problem.field === 'passport') passportRef.current?.focus()
    else if (problem.field === 'date') dateRef.current?.focus()
    else messageRef.current?.focus()
  }, [problem])

  async function submit(event: FormEvent) {
    event.preventDefault()
    const passportNumber = normalizePassportNumber(passport)
    if (!passportNumber) return setProblem({ field: 'passport', message: VERIFY_MESSAGES.passportMissing })
    if (!dateOfBirth) return setProblem({ field: 'date', message: VERIFY_MESSAGES.dateMissing })
    setBusy(true)
    setProblem(null)
    try {
      const { access_key } = await verifyApplication({
        sku_id: skuId,
        passport_number: passportNumber,
        date_of_birth: dateOfBirth,
      })
      await saveAccessKey(skuId, access_key)
      // What was cached without the key is the summary: the screen must load the whole record.
      queryClient.removeQueries({ queryKey: applicationQueryOptions(skuId).queryKey })
      await router.invalidate()
    } catch (error) {
      setProblem({ message: messageFor(error) })
    } finally {
      setBusy(false)
    }
  }

  const invalid = problem !== null && problem.field === undefined
  return (
    <article className="verify-access">
      <h1>{title}</h1>
      <p>
        Application number: <strong className="application-number">{skuId}</strong>
      </p>
      <div className="card">
        <h2>Confirm it is your application</h2>
        <p>
          This device has not opened this application before. To protect the passport details in it, enter the
          passport number and date of birth exactly as given in the application.
        </p>
        {offline && (
          <p className="notice notice-warning" role="status">
            {VERIFY_MESSAGES.offline}
          </p>
        )}
        <form className="form-grid" onSubmit={submit} noValidate>
          <div className="field">
            <label htmlFor={passportId}>Passport Number</label>
            <CodeInput
              id={passportId}
              ref={passportRef}
              name="passport_number"
              value={passport}
              onValueChange={setPassport}
              invalid={problem?.field === 'passport' || invalid}
              aria-describedby={problem ? messageId : undefined}
            />
          </div>
          <div className="field">
            <label htmlFor={dateId}>Date of Birth</label>
            <input
              id={dateId}
              ref={dateRef}
              name="date_of_birth"
              type="date"
              value={dateOfBirth}
              onChange={(event) => setDateOfBirth(event.target.value)}
              autoComplete="bday"
              aria-invalid={problem?.field === 'date' || invalid ? true : undefined}
              aria-describedby={problem ? messageId : undefined}
            />
          </div>
          <div aria-live="polite">
            {problem && (
              <p className="field-error" id={messageId} ref={messageRef} tabIndex={-1}>
                {problem.message}
              </p>
            )}
          </div>
          <div>
            <button type="submit" className="button button-primary" disabled={busy}>
              {busy ? 'Checking…' : 'Continue'}
            </button>
          </div>
        </form>
      </div>
    </article>
  )
}

export interface AccessGateProps {
  loaded: LoadedApplication | LockedApplication
  /** The screen's own heading, shown above the questions too. */
  title: string
  /** The screen, once this device may open the application. */
  children: (loaded: LoadedApplication) => ReactNode
}

/** Shows the screen when this device holds the application's key, the passport questions when not. */
export function AccessGate({ loaded, title, children }: AccessGateProps) {
  if (loaded.locked) {
    return <VerifyAccess key={loaded.skuId} skuId={loaded.skuId} title={title} offline={loaded.offline} />
  }
  return children(loaded)
}
