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

/** An ISO time as "2026-11-26 11:28 UTC": staff across time zones read the same clock. */
export function formatTime(iso: string | null | undefined): string {
  if (!iso) return ''
  const time = new Date(iso)
  if (Number.isNaN(time.getTime())) return iso
  return `${time.toISOString().slice(0, 16).replace('T', ' ')} UTC`
}

/** The audit trail's actions in words; an action this client does not know is shown as sent. */
const AUDIT_WORDS: Record<string, string> = {
  'sign-in': 'signed in',
  'sign-in-failed': 'failed to sign in',
  'sign-out': 'signed out',
  'open-application': 'opened the application',
  'open-passport-copy': 'opened the passport copy',
  'open-evisa': 'opened the eVisa',
  'status-change': 'changed the status',
  export: 'exported the list',
  'staff-add': 'added a member of staff',
  'staff-disable': 'disabled a member of staff',
  'staff-reset': 'reset a member of staff',
  'staff-setup': 'finished setting up',
}

export function auditActionInWords(action: string): string {
  return AUDIT_WORDS[action] ?? action
}
