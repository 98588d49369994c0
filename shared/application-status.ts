// Where an application stands in the agency's work (README, "Back-office": the statuses). Paying moves it
// from AWAITING_PAYMENT to RECEIVED; every later move is a member of staff's, and the server
// refuses any move not listed in STATUS_MOVES.

export const APPLICATION_STATUSES = [
  'AWAITING_PAYMENT',
  'RECEIVED',
  'IN_REVIEW',
  'NEEDS_CORRECTION',
  'SUBMITTED',
  'APPROVED',
  'REJECTED',
] as const
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]

/** The status in words, for travellers and staff. */
export const STATUS_IN_WORDS: Record<ApplicationStatus, string> = {
  AWAITING_PAYMENT: 'Waiting for payment',
  RECEIVED: 'Received: waiting to be checked by the agency',
  IN_REVIEW: 'Being checked by the agency',
  NEEDS_CORRECTION: 'Needs a correction from you',
  SUBMITTED: 'Submitted to the Sri Lankan authorities',
  APPROVED: 'Approved: the eVisa has been issued',
  REJECTED: 'Rejected',
}

/**
 * The moves staff may make from each status. Payment alone leaves AWAITING_PAYMENT; APPROVED and
 * REJECTED are final.
 */
export const STATUS_MOVES: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  AWAITING_PAYMENT: [],
  RECEIVED: ['IN_REVIEW', 'NEEDS_CORRECTION', 'REJECTED'],
  IN_REVIEW: ['NEEDS_CORRECTION', 'SUBMITTED', 'APPROVED', 'REJECTED'],
  NEEDS_CORRECTION: ['IN_REVIEW', 'REJECTED'],
  SUBMITTED: ['APPROVED', 'REJECTED', 'NEEDS_CORRECTION'],
  APPROVED: [],
  REJECTED: [],
}

export function canMoveStatus(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return STATUS_MOVES[from].includes(to)
}

export function isApplicationStatus(value: unknown): value is ApplicationStatus {
  return typeof value === 'string' && (APPLICATION_STATUSES as readonly string[]).includes(value)
}
