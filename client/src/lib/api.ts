// The one way the client talks to the API: JSON in and out, and every failure turned into an
// ApiError carrying the server's readable message and field errors (docs/rules.md §2 error shape).
import { type FieldError, messageOf } from '../../../shared/api'
import { getConnectivity } from '../offline/connectivity'

export const OFFLINE_MESSAGE = 'You appear to be offline. Check your connection and try again.'
/** What a request refused by the gate says: the traveller switched "Work offline" on. */
export const WORKING_OFFLINE_MESSAGE = 'You are working offline. Turn "Work offline" off to connect.'

export class ApiError extends Error {
  readonly status: number
  readonly body: unknown
  readonly fieldErrors: FieldError[]
  /** The Retry-After header of a 429 or 503, as sent (seconds or an HTTP date). */
  readonly retryAfter: string | undefined

  constructor(status: number, message: string, body: unknown = null, retryAfter?: string) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.body = body
    this.retryAfter = retryAfter
    const errors = (body as { errors?: unknown } | null)?.errors
    this.fieldErrors = Array.isArray(errors) ? (errors as FieldError[]) : []
  }

  /** No answer at all: offline, DNS, connection reset. Worth retrying later. */
  get isNetworkError(): boolean {
    return this.status === 0
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  body?: unknown
  headers?: Record<string, string>
  signal?: AbortSignal
  /** Used when the server's answer carries no message. */
  fallbackMessage?: string
}

/**
 * Asks the connectivity gate (offline/connectivity.ts) before a request leaves: while the traveller
 * works offline it fails as a request without a connection does, so every caller already knows
 * what to do with it.
 */
export async function assertMayRequest(): Promise<void> {
  if (!(await getConnectivity().mayRequest())) throw new ApiError(0, WORKING_OFFLINE_MESSAGE)
}

/**
 * Sends one request and reads its answer as JSON: no answer at all becomes ApiError(0) with the
 * offline message (an abort stays an abort); an answer that is not JSON (a proxy's error page) reads
 * as null, for the caller to report with its fallback message.
 */
export async function fetchJson(
  url: string,
  init: RequestInit,
): Promise<{ response: Response; json: unknown }> {
  await assertMayRequest()
  let response: Response
  try {
    response = await fetch(url, init)
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error
    throw new ApiError(0, OFFLINE_MESSAGE)
  }
  const text = await response.text()
  let json: unknown = null
  try {
    json = text ? JSON.parse(text) : null
  } catch {
    // Not JSON: stays null.
  }
  return { response, json }
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, headers = {}, signal, fallbackMessage = 'something went wrong' } = options
  const { response, json } = await fetchJson(path, {
    method,
    signal,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const flag = json as { success?: boolean; status?: boolean } | null
  if (!response.ok || flag?.success === false || flag?.status === false) {
    const retryAfter = response.headers.get('retry-after') ?? undefined
    throw new ApiError(response.status, messageOf(json, fallbackMessage), json, retryAfter)
  }
  return json as T
}
