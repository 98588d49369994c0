// What the payment screen tells the traveller (docs/site.md §8), and the small rules that pick the text.
// Pure: unit-tested without a browser (payment-messages.test.ts).
import { ApiError } from '../../lib/api'

/** docs/site.md §8 "Access token failure": also used when the payment configuration cannot be read. */
export const CONFIG_FAILED_MESSAGE = 'Failed to fetch payment configuration. Please try again.'
/** docs/site.md §8 "Order creation failure". */
export const ORDER_FAILED_MESSAGE = 'Failed to create order. Please try again.'
export const CAPTURE_FAILED_PREFIX = 'Payment capture failed.'
export const CAPTURE_FALLBACK = 'Please try again.'
export const LOADING_BUTTONS_MESSAGE = 'Loading PayPal Buttons...'
export const TEST_MODE_MESSAGE = 'Test mode: no real payment is taken'
export const CANCELLED_MESSAGE = 'Payment was cancelled. You have not been charged.'
export const OFFLINE_PAYMENT_MESSAGE =
  'Payment needs an internet connection. Your application is saved; come back to pay when you are online.'
export const SCRIPT_FAILED_MESSAGE =
  'The PayPal payment buttons could not be loaded. Check your connection and try again.'

/** The readable text of a failure: the server's message (ApiError carries it), else the error's own. */
function messageOfError(error: unknown): string {
  if (error instanceof Error) return error.message.trim()
  if (typeof error === 'string') return error.trim()
  return ''
}

/**
 * docs/site.md §8 "Capture failure": 'Payment capture failed.' followed by the server message, or the
 * error message, or 'Please try again.'.
 */
export function captureFailureMessage(error?: unknown): string {
  return `${CAPTURE_FAILED_PREFIX} ${messageOfError(error) || CAPTURE_FALLBACK}`
}

/**
 * Calls `call` with a payment token, and when the server answers 401 (the token expired or the
 * server restarted) once more with a fresh one. Any other failure, or a second 401, is thrown.
 */
export async function withFreshTokenOnUnauthorized<T>(
  getToken: (fresh: boolean) => Promise<string>,
  call: (token: string) => Promise<T>,
): Promise<T> {
  const token = await getToken(false)
  try {
    return await call(token)
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error
    return call(await getToken(true))
  }
}
