// What the payment screen tells the traveller (docs/site.md §8), and the small rules that pick the text.
// Pure: unit-tested without a browser (payment-messages.test.ts).
import { ApiError } from '../../lib/api'
import { m } from '../../lib/i18n'
import { serverMessage } from '../../lib/server-messages'

/** What the payment screen says, in the language shown (docs/site.md §8 for the English). */
export const PAYMENT_TEXT = {
  get configFailed() {
    return m.payment_config_failed()
  },
  get orderFailed() {
    return m.payment_order_failed()
  },
  get captureFailedPrefix() {
    return m.payment_capture_failed_prefix()
  },
  get captureFallback() {
    return m.payment_capture_fallback()
  },
  get loadingButtons() {
    return m.payment_loading_buttons()
  },
  get testMode() {
    return m.payment_test_mode()
  },
  get cancelled() {
    return m.payment_cancelled()
  },
  get offline() {
    return m.payment_offline()
  },
  get scriptFailed() {
    return m.payment_script_failed()
  },
}

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
  return m.payment_capture_failed({
    prefix: PAYMENT_TEXT.captureFailedPrefix,
    reason: serverMessage(messageOfError(error)) || PAYMENT_TEXT.captureFallback,
  })
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
