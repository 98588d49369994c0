import type { ApplicationStatus } from '../../../../shared/application-status'

/** Short names for the queue and the select; travellers see STATUS_IN_WORDS instead. */
export const STATUS_LABELS: Record<ApplicationStatus, string> = {
  AWAITING_PAYMENT: 'Awaiting payment',
  RECEIVED: 'Received',
  IN_REVIEW: 'In review',
  NEEDS_CORRECTION: 'Needs correction',
  SUBMITTED: 'Submitted',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
}

export function statusLabel(status: string): string {
  return STATUS_LABELS[status as ApplicationStatus] ?? status
}

export function paymentLabel(payment: string): string {
  if (payment === 'COMPLETED') return 'Paid'
  if (payment === 'UNPAID') return 'Unpaid'
  return payment
}

let languageNames: Intl.DisplayNames | undefined

/**
 * The traveller's language as the back-office reads it, in English with its code: "German (de)".
 * Named by Intl, so a language added to the site needs nothing here.
 */
export function languageLabel(code: string | null | undefined): string {
  if (!code) return 'English (en)'
  languageNames ??= new Intl.DisplayNames('en', { type: 'language', fallback: 'none' })
  let name: string | undefined
  try {
    name = languageNames.of(code)
  } catch {
    // Not a language tag at all: shown as it came.
  }
  return name ? `${name} (${code})` : code
}

/** An ISO time as "2026-11-26 11:28 UTC": staff across time zones read the same clock. */
export function formatTime(iso: string | null | undefined): string {
  if (!iso) return ''
  const time = new Date(iso)
  if (Number.isNaN(time.getTime())) return iso
  return `${time.toISOString().slice(0, 16).replace('T', ' ')} UTC`
}

/** The audit trail's actions as sentences; an action this client does not know is shown as sent. */
const AUDIT_WORDS: Record<string, string> = {
  'sign-in': 'Signed in',
  'sign-in-failed': 'Failed to sign in',
  'sign-out': 'Signed out',
  'open-application': 'Opened the application',
  'open-passport-copy': 'Opened the passport copy',
  'open-evisa': 'Opened the eVisa',
  'status-change': 'Changed the status',
  'replace-evisa': 'Replaced the eVisa and e-mailed the corrected one',
  'view-queue': 'Looked at the list of applications',
  export: 'Exported the list',
  'staff-add': 'Added a member of staff',
  'staff-disable': 'Disabled a member of staff',
  'staff-reset': 'Reset a member of staff',
  'staff-setup': 'Finished setting up',
}

export function auditActionInWords(action: string): string {
  return AUDIT_WORDS[action] ?? action
}

// The server writes a move as "FROM → TO", then what went with it (". Reason: …", ". Note: …").
const MOVE = /^([A-Z_]+) → ([A-Z_]+)(?:\. )?/

/** One history entry as a sentence: "Moved from In review to Approved. Note: …". */
export function historyInWords(entry: { action: string; detail: string }): string {
  const move = entry.action === 'status-change' ? MOVE.exec(entry.detail) : null
  if (move) {
    const rest = entry.detail.slice(move[0].length)
    const sentence = `Moved from ${statusLabel(move[1] ?? '')} to ${statusLabel(move[2] ?? '')}`
    return rest ? `${sentence}. ${rest}` : sentence
  }
  const words = auditActionInWords(entry.action)
  return entry.detail ? `${words}. ${entry.detail}` : words
}

/** Who did it, as the history names them. */
export function actorInWords(actor: string): string {
  if (actor === 'traveller') return 'The traveller'
  if (actor === 'system') return 'The system'
  return actor
}
