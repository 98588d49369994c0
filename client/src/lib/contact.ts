// The contact form's request. The form itself queues messages in the outbox (client/src/offline);
// the sync engine sends them with this.
import type { ContactResponse } from '../../../shared/api-types'
import type { ContactMessage } from '../../../shared/contact'
import { apiRequest } from './api'

export const CONTACT_MESSAGES = {
  success: 'Form submitted successfully',
  failed: 'Submission failed',
  error: 'An error occurred',
} as const

/** Sends a message; the same `idempotencyKey` again stores it once. Answers the server's thanks. */
export async function postContactMessage(message: ContactMessage, idempotencyKey: string): Promise<string> {
  const body = await apiRequest<ContactResponse>('/api/srilanka/createContactUS', {
    method: 'POST',
    body: message,
    headers: { 'idempotency-key': idempotencyKey },
    fallbackMessage: CONTACT_MESSAGES.failed,
  })
  return body.message || CONTACT_MESSAGES.success
}
