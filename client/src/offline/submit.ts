// The one way an application, or changes to one, leaves this device (ADR 003): it is always
// queued in the outbox first, so a lost connection, a closed tab or a reload loses nothing, and
// the sync engine sends it at once, within a time limit. The page only shows the result.
import type { Application } from '../../../shared/application'
import type { ContactMessage } from '../../../shared/contact'
import { ApiError } from '../lib/api'
import {
  createDraft,
  type Draft,
  DraftNotFoundError,
  findDraftBySkuId,
  getDraft,
  queueSubmit,
  queueUpdate,
  withdrawQueued,
} from './draft-store'
import { latestApplicationEntry, queueContactMessage, removeEntry } from './outbox'
import type { AttemptResult, SyncEngine } from './sync-engine'
import { getSyncEngine } from './sync-runtime'

export type SubmitResult =
  /** The server has it: `skuId` is the application's number. */
  | { kind: 'sent'; skuId: string; draft: Draft }
  /** No connection, or no answer in time: the outbox sends it later; the draft says when it has. */
  | { kind: 'queued'; draft: Draft }
  /** The server refused it (an ApiError with its message and field errors): nothing stays queued. */
  | { kind: 'refused'; error: ApiError; draft: Draft }

/** How long the page waits for the server before it says the application is queued. */
export const SEND_TIME_LIMIT_MS = 20_000

export interface SubmitOptions {
  engine?: SyncEngine
  timeLimitMs?: number
}

/** Submits draft `draftId` as `application` (the form's checked output). */
export async function submitApplication(
  draftId: string,
  application: Application,
  options: SubmitOptions = {},
): Promise<SubmitResult> {
  const before = await getDraft(draftId)
  if (!before) throw new DraftNotFoundError(draftId)
  const queued = await queueSubmit(draftId, application)
  return sendWithin(before, queued, options)
}

/** Sends changes to submitted application `skuId`, behind any still waiting for it. */
export async function submitChanges(
  skuId: string,
  application: Application,
  options: SubmitOptions = {},
): Promise<SubmitResult> {
  // A device that never had the application keeps a copy of it from now on.
  const before =
    (await findDraftBySkuId(skuId)) ??
    ({ ...(await createDraft(application)), skuId, syncState: 'submitted' } as Draft)
  const queued = await queueUpdate(before.id, skuId, application)
  return sendWithin(before, queued, options)
}

/**
 * Asks the engine to send the outbox now and answers how the attempt at entry `entryId` went, or
 * undefined when it was not tried within the time limit (offline, behind earlier entries still
 * waiting, or no answer yet: it stays queued).
 */
async function attemptWithin(entryId: number | undefined, options: SubmitOptions) {
  const { engine = getSyncEngine(), timeLimitMs = SEND_TIME_LIMIT_MS } = options
  if (entryId === undefined) return undefined
  let attempt: AttemptResult | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  let stopWatching = () => {}
  await new Promise<void>((resolve) => {
    stopWatching = engine.onNextAttempt(entryId, (result) => {
      attempt = result
      resolve()
    })
    timer = setTimeout(resolve, timeLimitMs)
    void engine.flush().then(() => resolve())
  })
  clearTimeout(timer)
  stopWatching()
  return attempt
}

/** A server's refusal: an answer, not a lost connection. */
function refusal(attempt: AttemptResult | undefined): ApiError | undefined {
  const error = attempt?.error
  return error instanceof ApiError && !error.isNetworkError ? error : undefined
}

async function sendWithin(before: Draft, queued: Draft, options: SubmitOptions): Promise<SubmitResult> {
  const entry = await latestApplicationEntry(queued.id)
  const attempt = await attemptWithin(entry?.id, options)
  const refused = refusal(attempt)
  if (refused) {
    await withdrawQueued(before, queued.localVersion)
    return { kind: 'refused', error: refused, draft: (await getDraft(queued.id)) ?? before }
  }
  const draft = (await getDraft(queued.id)) ?? queued
  if (attempt && !attempt.error && draft.skuId && draft.syncState === 'submitted') {
    return { kind: 'sent', skuId: draft.skuId, draft }
  }
  return { kind: 'queued', draft }
}

export type ContactResult = { kind: 'sent' } | { kind: 'queued' } | { kind: 'refused'; error: ApiError }

/**
 * Sends a contact-form message the same way: queued first (it survives a lost connection or a
 * closed tab), sent at once when it can be, else when the connection returns; sent once.
 */
export async function submitContactMessage(
  message: ContactMessage,
  options: SubmitOptions = {},
): Promise<ContactResult> {
  const entryId = await queueContactMessage(message)
  const attempt = await attemptWithin(entryId, options)
  const refused = refusal(attempt)
  if (refused) {
    await removeEntry(entryId)
    return { kind: 'refused', error: refused }
  }
  return attempt && !attempt.error ? { kind: 'sent' } : { kind: 'queued' }
}
