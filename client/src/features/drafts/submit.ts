// The one way an application, or changes to one, leaves this device (ADR 003): it is always
// queued in the outbox first, so a lost connection, a closed tab or a reload loses nothing, and
// the sync engine sends it at once, within a time limit. The page only shows the result.
import type { Application } from '../../../../shared/application'
import { ApiError } from '../../lib/api'
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
import { latestApplicationEntry } from './outbox'
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

async function sendWithin(before: Draft, queued: Draft, options: SubmitOptions): Promise<SubmitResult> {
  const { engine = getSyncEngine(), timeLimitMs = SEND_TIME_LIMIT_MS } = options
  const entry = await latestApplicationEntry(queued.id)
  let attempt: AttemptResult | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  let stopWatching = () => {}
  await new Promise<void>((resolve) => {
    if (entry?.id === undefined) return resolve()
    stopWatching = engine.onNextAttempt(entry.id, (result) => {
      attempt = result
      resolve()
    })
    timer = setTimeout(resolve, timeLimitMs)
    // A flush that ends without trying it (offline, or behind earlier entries still waiting)
    // leaves it queued.
    void engine.flush().then(() => resolve())
  })
  clearTimeout(timer)
  stopWatching()
  const error = attempt?.error
  if (error instanceof ApiError && !error.isNetworkError) {
    await withdrawQueued(before, queued.localVersion)
    return { kind: 'refused', error, draft: (await getDraft(queued.id)) ?? before }
  }
  const draft = (await getDraft(queued.id)) ?? queued
  if (attempt && !error && draft.skuId && draft.syncState === 'submitted') {
    return { kind: 'sent', skuId: draft.skuId, draft }
  }
  return { kind: 'queued', draft }
}
