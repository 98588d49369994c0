// Look an application up by its number (docs/site.md §4 "Payment status", §8): on /Visa-Fee and in the menu.
import { useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { AGENCY, telHref } from '../../../../shared/agency'
import { APPLICATION_NUMBER_LENGTH, normalizeApplicationNumber } from '../../../../shared/application-number'
import type { ApplicationStatus } from '../../../../shared/application-status'
import { MIN_LOOKUP_LENGTH } from '../../../../shared/limits'
import { useHydrated, useServedNodesTakenOver } from '../../components/after-hydration'
import { CodeInput } from '../../components/code-input'
import { EvisaOffer } from '../../components/evisa-offer'
import { SendNotReady } from '../../components/send-not-ready'
import { ApiError } from '../../lib/api'
import { applicationQueryOptions, isFullApplication } from '../../lib/applications'
import { m, withParts } from '../../lib/i18n'
import { statusInWords } from '../../lib/status-words'
import { getConnectivity } from '../../offline'
import { NotifyMe } from '../push'

export const LOOKUP_MESSAGES = {
  invalid: () => m.lookup_invalid(),
  notFound: () => m.lookup_not_found(),
  notLoaded: () => m.lookup_not_loaded(),
  offline: () => m.lookup_offline(),
  invalidStatus: () => m.lookup_invalid_status(),
  completed: () => m.lookup_completed(),
} as const

/** A number typed too short or too long: how long one is, not "not found". */
export function wrongLengthMessage(typedLength: number): string {
  return m.lookup_wrong_length({ length: APPLICATION_NUMBER_LENGTH, typed: typedLength })
}

/**
 * One outcome per status after payment, in words. Received or being checked keeps the original
 * site's sentence (docs/site.md §4) with the support phone; every later status says only what it
 * is, so an approved application never also reads "under review".
 */
function StatusOutcome({
  skuId,
  status,
  onNavigate,
}: {
  skuId: string
  status: ApplicationStatus | undefined
  onNavigate?: () => void
}) {
  const help = withParts((parts) => m.lookup_help(parts), {
    phone: <a href={telHref(AGENCY.supportPhone)}>{AGENCY.supportPhone}</a>,
  })
  const words = status && (
    <p className="lookup-status">{m.lookup_status({ status: statusInWords(status) })}</p>
  )
  switch (status) {
    case undefined:
    case 'AWAITING_PAYMENT':
    case 'RECEIVED':
    case 'IN_REVIEW':
      return (
        <div className="notice notice-success">
          {words}
          <p>
            {m.lookup_completed_sentence({ completed: LOOKUP_MESSAGES.completed() })} {help}
          </p>
        </div>
      )
    case 'NEEDS_CORRECTION':
      return (
        <div className="notice notice-warning">
          {words}
          <p>
            {withParts((parts) => m.lookup_needs_correction(parts), {
              correct: (
                <Link to="/Apply/$id" params={{ id: skuId }} onClick={onNavigate}>
                  {m.lookup_correct_link()}
                </Link>
              ),
            })}{' '}
            {help}
          </p>
        </div>
      )
    case 'SUBMITTED':
      return (
        <div className="notice notice-success">
          {words}
          <p>{m.lookup_submitted()}</p>
        </div>
      )
    case 'APPROVED':
      return <div className="notice notice-success">{words}</div>
    case 'REJECTED':
      return (
        <div className="notice notice-warning">
          {words}
          <p>
            {m.lookup_rejected()} {help}
          </p>
        </div>
      )
  }
}

type Outcome =
  | { kind: 'error'; message: () => string }
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
  const notReadyId = `${inputId}-not-ready`
  // Served as HTML (/Visa-Fee): the field takes typing before the app runs, and Submit waits for
  // the app (a plain HTML submission would only reload the page with the number in its address).
  // What was typed meanwhile is in the node React hydrates, not in its state: taken over in the
  // hydration's commit, before the browser takes another keystroke.
  const ready = useHydrated()
  useServedNodesTakenOver(ready, () => {
    const typed = (document.getElementById(inputId) as HTMLInputElement | null)?.value
    if (typed) setValue(typed)
  })
  const number = normalizeApplicationNumber(value)
  const plausible = number.length >= MIN_LOOKUP_LENGTH
  const wellFormed = number.length === APPLICATION_NUMBER_LENGTH

  // docs/site.md §7: the look-up starts as the number is typed, so Submit usually finds it loaded.
  useEffect(() => {
    if (!wellFormed) return
    const timer = setTimeout(() => {
      void queryClient.prefetchQuery(applicationQueryOptions(number))
    }, 400)
    return () => clearTimeout(timer)
  }, [number, wellFormed, queryClient])

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
    if (!wellFormed) {
      setOutcome({ kind: 'error', message: () => wrongLengthMessage(number.length) })
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
        // A member of a group opens on its preview, which offers to pay for the whole group.
        const grouped = isFullApplication(application)
          ? (application.group?.length ?? 0) > 1
          : (application.group_size ?? 1) > 1
        await navigate({ to: grouped ? '/Preview/$id' : '/Apply/$id', params: { id: application.sku_id } })
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
      <label htmlFor={inputId}>{m.lookup_label()}</label>
      <p className="field-hint" id={hintId}>
        {m.lookup_hint({ length: APPLICATION_NUMBER_LENGTH })}
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
        <button
          type="submit"
          className="button button-primary"
          disabled={busy || !ready}
          aria-describedby={ready ? undefined : notReadyId}
        >
          {busy ? m.lookup_checking() : m.lookup_submit()}
        </button>
      </div>
      <SendNotReady id={notReadyId} ready={ready}>
        <div id={messageId} aria-live="polite">
          {outcome?.kind === 'error' && <p className="field-error">{outcome.message()}</p>}
          {outcome?.kind === 'completed' && (
            <StatusOutcome skuId={outcome.skuId} status={outcome.status} onNavigate={onFound} />
          )}
        </div>
      </SendNotReady>
      {outcome?.kind === 'completed' && outcome.status === 'APPROVED' && (
        <EvisaOffer skuId={outcome.skuId} keyHolder={outcome.keyHolder} onNavigate={onFound} />
      )}
      {outcome?.kind === 'completed' && outcome.status && !FINAL_STATUSES.includes(outcome.status) && (
        <NotifyMe skuId={outcome.skuId} />
      )}
    </form>
  )
}
