// Web Push (README "Notifications"): a device that holds an application's key asks to be told when
// its status changes. The server keeps the device's push subscription and, beside each mail the
// traveller gets about the status, sends one small encrypted message to the push service that
// subscription names.
import * as v from 'valibot'
import { APPLICATION_NUMBER_PATTERN, normalizeApplicationNumber } from './application-number'
import type { ApplicationStatus } from './application-status'
import { requiredText } from './fields'

export const PUSH_KEY_API = '/api/srilanka/push-key'
export const PUSH_SUBSCRIPTIONS_API = '/api/srilanka/push-subscriptions'

/** Devices one application notifies at most. */
export const MAX_PUSH_SUBSCRIPTIONS = 5

/** The statuses the traveller is mailed about, and so notified of. */
export const PUSHED_STATUSES = [
  'RECEIVED',
  'NEEDS_CORRECTION',
  'APPROVED',
  'REJECTED',
] as const satisfies readonly ApplicationStatus[]
export type PushedStatus = (typeof PUSHED_STATUSES)[number]

export function isPushedStatus(status: string): status is PushedStatus {
  return (PUSHED_STATUSES as readonly string[]).includes(status)
}

/**
 * What the push service carries (encrypted) to the device: nothing personal. The service worker
 * builds the notification's words from it.
 */
export interface PushMessage {
  /** The application number. */
  number: string
  status: PushedStatus
  /** The traveller's language (BCP 47), for the notification's words. */
  lang: string
}

export interface PushKeyResponse {
  publicKey: string
}

/** POST and DELETE push-subscriptions. */
export interface PushSubscriptionResponse {
  status: true
  message: string
}

export const PUSH_MESSAGES = {
  tooMany: `Notifications are already on for ${MAX_PUSH_SUBSCRIPTIONS} devices for this application, the most we allow. Turn them off on one of those devices first.`,
  endpointRefused:
    'This browser’s push service is not one we send notifications to. Try another browser, or rely on the e-mails we send.',
  keyMissing: 'Notifications can be turned on only on a device that has proved access to the application.',
  keyWrong: 'The access key does not open this application.',
  applicationNotFound: 'Application not found.',
  badKeys: 'The browser’s notification keys are not valid. Please turn notifications on again.',
} as const

const applicationNumber = v.pipe(
  requiredText({ label: 'Application Number', required: 'Application Number is required.' }),
  v.transform(normalizeApplicationNumber),
  v.check(
    (value) => APPLICATION_NUMBER_PATTERN.test(value),
    'Enter the application number as you received it.',
  ),
)

/** Long enough for every push service's endpoints (FCM's are about 190 characters). */
export const MAX_ENDPOINT_LENGTH = 1024

const endpoint = v.pipe(
  v.string('The push endpoint must be text.'),
  v.trim(),
  v.nonEmpty('The push endpoint is required.'),
  v.maxLength(MAX_ENDPOINT_LENGTH, `The push endpoint must be at most ${MAX_ENDPOINT_LENGTH} characters.`),
  v.url('The push endpoint must be an address.'),
)

/** The browser's keys, base64url as PushSubscription.toJSON() gives them: a P-256 point and 16 bytes. */
const keys = v.object({
  p256dh: v.pipe(v.string(PUSH_MESSAGES.badKeys), v.regex(/^[A-Za-z0-9_-]{87}=?$/, PUSH_MESSAGES.badKeys)),
  auth: v.pipe(v.string(PUSH_MESSAGES.badKeys), v.regex(/^[A-Za-z0-9_-]{22}(==)?$/, PUSH_MESSAGES.badKeys)),
})

/** POST push-subscriptions, with X-Application-Key. */
export const PushSubscriptionSchema = v.object({
  sku_id: applicationNumber,
  subscription: v.object({ endpoint, keys }),
})
export type PushSubscriptionBody = v.InferInput<typeof PushSubscriptionSchema>

/** DELETE push-subscriptions, with X-Application-Key: the same body; only the endpoint is read. */
export const PushUnsubscribeSchema = v.object({
  sku_id: applicationNumber,
  subscription: v.object({ endpoint }),
})
export type PushUnsubscribeBody = v.InferInput<typeof PushUnsubscribeSchema>
