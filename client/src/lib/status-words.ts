// An application's status as the traveller reads it, in the interface's language. The staff
// back-office keeps shared/application-status.ts's English words.
import type { ApplicationStatus } from '../../../shared/application-status'
import { m } from './i18n'

const WORDS: Record<ApplicationStatus, () => string> = {
  AWAITING_PAYMENT: () => m.lookup_state_awaiting_payment(),
  RECEIVED: () => m.lookup_state_received(),
  IN_REVIEW: () => m.lookup_state_in_review(),
  NEEDS_CORRECTION: () => m.lookup_state_needs_correction(),
  SUBMITTED: () => m.lookup_state_submitted(),
  APPROVED: () => m.lookup_state_approved(),
  REJECTED: () => m.lookup_state_rejected(),
}

export function statusInWords(status: ApplicationStatus): string {
  return WORDS[status]()
}
