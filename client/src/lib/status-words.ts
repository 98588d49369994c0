// An application's status as the traveller reads it, in the interface's language. The staff
// back-office keeps shared/application-status.ts's English words.
import type { ApplicationStatus } from '../../../shared/application-status'
import { m } from './i18n'

const WORDS: Record<ApplicationStatus, () => string> = {
  AWAITING_PAYMENT: () => m.common_status_awaiting_payment(),
  RECEIVED: () => m.common_status_received(),
  IN_REVIEW: () => m.common_status_in_review(),
  NEEDS_CORRECTION: () => m.common_status_needs_correction(),
  SUBMITTED: () => m.common_status_submitted(),
  APPROVED: () => m.common_status_approved(),
  REJECTED: () => m.common_status_rejected(),
}

export function statusInWords(status: ApplicationStatus): string {
  return WORDS[status]()
}
