// Look an application up by its number (docs/site.md §4 "Payment status", §8): on /Visa-Fee and in the menu.
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { AGENCY, telHref } from '../../../../shared/agency'
import { APPLICATION_NUMBER_LENGTH, normalizeApplicationNumber } from '../../../../shared/application-number'
import { type ApplicationStatus, STATUS_IN_WORDS } from '../../../../shared/application-status'
import { MIN_LOOKUP_LENGTH } from '../../../../shared/limits'
import { CodeInput } from '../../components/code-input'
import { EvisaOffer } from '../../components/evisa-offer'
import { ApiError } from '../../lib/api'
import { applicationQueryOptions, isFullApplication } from '../../lib/applications'
import { getConnectivity } from '../../lib/connectivity'
import { NotifyMe } from '../push'

export const LOOKUP_MESSAGES = {
  invalid: 'Please enter a valid application number.',
  notFound: 'Application not found or an error occurred.',
  notLoaded: 'Application data not loaded. Please try again.',
  offline: 'A connection is needed to look up an application. Please try again when you are online.',
  invalidStatus: 'Invalid payment status. Please try again.',
  completed: 'We have successfully received your application and it is now under review',
} as const

type Outcome =
  | { kind: 'error'; message: string }
  | { kind: 'completed'; skuId: string; status?: ApplicationStatus; keyHolder: boolean }
  | null

interface Props {
  idPrefix: string
  compact?: boolean
  onFound?: () => void
  /** A number to look up at once (a notification's tap opens /Visa-Fee?application=...). */
  initialNumber?: string
}

/** Statuses after which nothing changes any more: nothing left to be notified of. */
const FINAL_STATUSES: readonly ApplicationStatus[] = ['APPROVED', 'REJECTED']

export function ApplicationLookupForm({ idPrefix, compact = false, onFound, initialNumber }: Props) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [value, setValue] = useState(initialNumber ?? '')
  const [outcome, setOutcome] = useState<Outcome>(null)
  const [busy, setBusy] = useState(false)
  const inputId = `${idPrefix}-${useId()}`
  const messageId = `${inputId}-message`
  const hintId = `${inputId}-hint`
  const number = normalizeApplicationNumber(value)
  const plausible = number.length >= MIN_LOOKUP_LENGTH

  // docs/site.md §7: the look-up starts as the number is typed, so Submit usually finds it loaded.
  useEffect(() => {
    if (!plausible) return
    const timer = setTimeout(() => {
      void queryClient.prefetchQuery(applicationQueryOptions(number))
    }, 400)
    return () => clearTimeout(timer)
  }, [number, plausible, queryClient])

  // Opened from a notification: the number is looked up as if typed and submitted.
  const lookedUpInitial = useRef(false)
  useEffect(() => {
    if (!initialNumber || lookedUpInitial.current) return
    lookedUpInitial.current = true
    void lookUp()
  })

  function submit(event: FormEvent) {
    event.preventDefault()
    void lookUp()
  }

  async function lookUp() {
    if (!plausible) {
      setOutcome({ kind: 'error', message: LOOKUP_MESSAGES.invalid })
      return
    }
    // Offline (or working offline by choice) the look-up would wait for a connection: say so instead.
    if (!getConnectivity().isOnline()) {
      setOutcome({ kind: 'error', message: LOOKUP_MESSAGES.offline })
      return
    }
    setBusy(true)
    setOutcome(null)
    try {
      // Waits for a look-up already in flight instead of failing (docs/rules.md §3).
      const application = await queryClient.fetchQuery(applicationQueryOptions(number))
      if (application.payment_status === 'UNPAID') {
        onFound?.()
        await navigate({ to: '/Apply/$id', params: { id: application.sku_id } })
      } else if (application.payment_status === 'COMPLETED') {
        setOutcome({
          kind: 'completed',
          skuId: application.sku_id,
          status: application.application_status,
          keyHolder: isFullApplication(application),
        })
      } else {
        setOutcome({ kind: 'error', message: LOOKUP_MESSAGES.invalidStatus })
      }
    } catch (error) {
      const notFound = error instanceof ApiError && (error.status === 404 || error.status === 400)
      const offline = error instanceof ApiError && error.isNetworkError && !getConnectivity().isOnline()
      setOutcome({
        kind: 'error',
        message: notFound
          ? LOOKUP_MESSAGES.notFound
          : offline
            ? LOOKUP_MESSAGES.offline
            : LOOKUP_MESSAGES.notLoaded,
      })
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className={compact ? 'lookup lookup-compact' : 'lookup'} onSubmit={submit} noValidate>
      <label htmlFor={inputId}>Enter your Application Number</label>
      <p className="field-hint" id={hintId}>
        {APPLICATION_NUMBER_LENGTH} letters and digits, as on your preview or e-mail. Capitals, spaces and
        dashes do not matter.
      </p>
      <div className="lookup-row">
        <CodeInput
          id={inputId}
          name="applicationNumber"
          value={value}
          onValueChange={setValue}
          invalid={outcome?.kind === 'error'}
          aria-describedby={outcome ? `${hintId} ${messageId}` : hintId}
        />
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? 'Checking…' : 'Submit'}
        </button>
      </div>
      <div id={messageId} aria-live="polite">
        {outcome?.kind === 'error' && <p className="field-error">{outcome.message}</p>}
        {outcome?.kind === 'completed' && (
          <p className="notice notice-success">
            {LOOKUP_MESSAGES.completed}. For help, call us on{' '}
            <a href={telHref(AGENCY.supportPhone)}>{AGENCY.supportPhone}</a>.
          </p>
        )}
        {/* The agency's progress since payment, in words; older servers may not send it. */}
        {outcome?.kind === 'completed' && outcome.status && (
          <p className="notice">Status: {STATUS_IN_WORDS[outcome.status]}</p>
        )}
      </div>
      {outcome?.kind === 'completed' && outcome.status === 'APPROVED' && (
        <EvisaOffer skuId={outcome.skuId} keyHolder={outcome.keyHolder} onNavigate={onFound} />
      )}
      {outcome?.kind === 'completed' && outcome.status && !FINAL_STATUSES.includes(outcome.status) && (
        <NotifyMe skuId={outcome.skuId} />
      )}
    </form>
  )
}
