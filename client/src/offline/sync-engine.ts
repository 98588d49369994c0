// Sends the outbox to the server (ADR 003). It runs on start, when the browser comes online, when
// the page becomes visible, when something is queued and on a timer while anything is pending. It
// never relies on Background Sync: Safari and Firefox lack it.
//
// Errors decide what happens to an entry: no answer, a 5xx or a 429 means "later", with an
// exponential, jittered backoff per entry; any other 4xx means "never like this", so the entry
// stops and the server's message is kept on the draft for the traveller. A 409 on a draft save
// keeps both copies for the traveller to choose.
import type { Application } from '../../../shared/application'
import type { ContactMessage } from '../../../shared/contact'
import { getAccessKey } from '../lib/access-keys'
import { ApiError } from '../lib/api'
import { subscribeDraftsChanged } from './draft-events'
import { getDraft, getPassportFile } from './draft-store'
import { getDb } from './idb'
import {
  completeSave,
  completeServerDelete,
  completeSubmit,
  completeUpdate,
  dropEntry,
  failEntry,
  listOutbox,
  makeAllDue,
  type OutboxSummary,
  recordConflict,
  recordUpload,
  rescheduleEntry,
  summarizeOutbox,
} from './outbox'
import type { DraftData, OutboxEntry, OutboxProblem, StoredDraft } from './records'

export const WAITING_FOR_FIRST_TRAVELLER = "Waiting for the first traveller's application to be sent."

/**
 * How a draft of a group proves it travels with the first traveller: their number and this
 * device's key to it; 'wait' while that application is still on its way; undefined for a
 * traveller alone, the first traveller, or a first traveller whose draft is gone or was refused
 * (then it is sent on its own rather than never).
 */
async function groupProofOf(
  draft: StoredDraft,
): Promise<{ skuId: string; key: string } | 'wait' | undefined> {
  if (!draft.group || draft.group.firstDraftId === draft.id) return undefined
  const first = await getDraft(draft.group.firstDraftId)
  if (!first) return undefined
  if (!first.skuId) return first.syncState === 'queued' && !first.lastError ? 'wait' : undefined
  const key = await getAccessKey(first.skuId)
  return key ? { skuId: first.skuId, key } : undefined
}

/** The calls the engine makes; the real ones live in lib/applications.ts and drafts-api.ts. */
export interface SyncApi {
  putDraft(draftId: string, data: DraftData, version: number): Promise<{ version: number }>
  deleteDraft(draftId: string): Promise<void>
  uploadPassportCopy(file: Blob, options: { fileName?: string }): Promise<{ filename: string }>
  /** `travelsWith`: an application of the same group and this device's key to it (the proof). */
  createApplication(
    application: Application,
    idempotencyKey: string,
    travelsWith?: { skuId: string; key: string },
  ): Promise<{ sku_id: string; access_key?: string }>
  /** `accessKey`: this device's key of the application, sent as proof that it may change it. */
  updateApplication(skuId: string, application: Application, accessKey: string | undefined): Promise<unknown>
  /** A contact-form message; `idempotencyKey` makes a repeated send store it once. */
  sendContactMessage(message: ContactMessage, idempotencyKey: string): Promise<unknown>
}

export interface SyncClock {
  now(): number
  setTimeout(callback: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
  /** In [0, 1): spreads retries so that many devices coming back online do not all ask at once. */
  random(): number
}

export interface SyncEnvironment {
  isOnline(): boolean
  /** Fires `online` and `offline`: the connectivity gate in the app (connectivity.ts). */
  window?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>
  /** Fires `visibilitychange`. */
  document?: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>
  /** Web Locks: two tabs never flush at once. */
  locks?: Pick<LockManager, 'request'>
}

export interface SyncEngineOptions {
  api: SyncApi
  clock?: SyncClock
  env?: SyncEnvironment
  /** How often to look again while anything is pending. */
  intervalMs?: number
  backoffBaseMs?: number
  backoffMaxMs?: number
}

export type SyncStatus = 'offline' | 'syncing' | 'saved' | 'pending' | 'error'

export interface SyncSnapshot extends OutboxSummary {
  status: SyncStatus
  online: boolean
  /** When something from this device last reached the server (ms since the epoch), if ever. */
  lastSyncAt?: number
}

/** An application queued earlier reached the server while nobody waited for it on screen. */
export interface ApplicationSent {
  draftId: string
  skuId: string
}

/** The settings record (idb.ts) that keeps lastSyncAt across reloads. */
export const LAST_SYNC_SETTING = 'last-sync'

export const realClock: SyncClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  random: () => Math.random(),
}

const LOCK_NAME = 'evisa-outbox'
const MIN_WAIT_MS = 1000

type Outcome = 'done' | 'again' | 'later' | 'stop' | 'failed'

/** A failure of one step of an entry that sends more than one request (the passport copy first). */
class StepFailure {
  constructor(
    readonly step: NonNullable<OutboxProblem['step']>,
    readonly error: unknown,
  ) {}
}

/** How one attempt to send an application (a submit or an update) went; `error` when it failed. */
export interface AttemptResult {
  error?: unknown
}

/** Delay before attempt `attempts + 1`: doubling from `base`, capped, with the upper half jittered. */
export function backoffDelay(attempts: number, random: number, baseMs: number, maxMs: number): number {
  const delay = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts))
  return Math.round(delay / 2 + (random * delay) / 2)
}

/** Retry-After in ms, from an error that carries the header (seconds or an HTTP date). */
export function retryAfterMs(error: unknown, now: number): number | undefined {
  const carrier = error as { retryAfter?: unknown; headers?: { get?: (name: string) => string | null } }
  const raw = carrier?.retryAfter ?? carrier?.headers?.get?.('retry-after')
  if (typeof raw === 'number' && Number.isFinite(raw)) return Math.max(0, raw * 1000)
  if (typeof raw !== 'string' || !raw.trim()) return undefined
  const seconds = Number(raw)
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000)
  const date = Date.parse(raw)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}

function refusalMessage(error: ApiError): string {
  const details = error.fieldErrors
    .map((field) => field.message)
    .filter((text) => text && text !== error.message)
  return details.length ? `${error.message} ${details.join(' ')}` : error.message
}

function conflictCopy(error: ApiError) {
  const copy = (error.body as { draft?: { data?: unknown; version?: unknown; updatedAt?: unknown } } | null)
    ?.draft
  if (!copy || typeof copy.version !== 'number' || !copy.data || typeof copy.data !== 'object')
    return undefined
  const updatedAt = typeof copy.updatedAt === 'string' ? Date.parse(copy.updatedAt) : Number(copy.updatedAt)
  return {
    data: copy.data as DraftData,
    version: copy.version,
    updatedAt: Number.isFinite(updatedAt) ? updatedAt : 0,
  }
}

export class SyncEngine {
  private readonly api: SyncApi
  private readonly clock: SyncClock
  private readonly env: SyncEnvironment
  private readonly intervalMs: number
  private readonly backoffBaseMs: number
  private readonly backoffMaxMs: number

  private snapshot: SyncSnapshot
  private readonly listeners = new Set<() => void>()
  private running: Promise<void> | null = null
  private runAgain = false
  private sending = false
  private started = false
  private timer: unknown = null
  private cleanups: (() => void)[] = []
  /** Who waits for the next attempt to send an outbox entry (the submit command), by entry id. */
  private readonly attemptWatchers = new Map<number, Set<(result: AttemptResult) => void>>()
  private readonly sentListeners = new Set<(sent: ApplicationSent) => void>()
  private readonly unannounced: ApplicationSent[] = []
  private lastSyncAt: number | undefined

  constructor(options: SyncEngineOptions) {
    this.api = options.api
    this.clock = options.clock ?? realClock
    this.env = options.env ?? { isOnline: () => true }
    this.intervalMs = options.intervalMs ?? 15_000
    this.backoffBaseMs = options.backoffBaseMs ?? 2_000
    this.backoffMaxMs = options.backoffMaxMs ?? 5 * 60_000
    const online = this.env.isOnline()
    this.snapshot = { status: online ? 'saved' : 'offline', online, pending: 0, failed: 0, conflicts: 0 }
  }

  // ---- status, for useSyncExternalStore ----

  getSnapshot = (): SyncSnapshot => this.snapshot

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => {
      this.listeners.delete(listener)
    }
  }

  private publish(summary: OutboxSummary = this.snapshot) {
    const online = this.env.isOnline()
    let status: SyncStatus
    if (this.sending) status = 'syncing'
    else if (!online) status = 'offline'
    else if (summary.failed > 0 || summary.conflicts > 0) status = 'error'
    else if (summary.pending > 0) status = 'pending'
    else status = 'saved'
    const { pending, failed, conflicts, nextAttemptAt, lastError } = summary
    const lastSyncAt = this.lastSyncAt
    const next: SyncSnapshot = {
      status,
      online,
      pending,
      failed,
      conflicts,
      nextAttemptAt,
      lastError,
      lastSyncAt,
    }
    const previous = this.snapshot
    const same = (Object.keys(next) as (keyof SyncSnapshot)[]).every((key) => next[key] === previous[key])
    if (same) return
    this.snapshot = next
    for (const listener of this.listeners) listener()
  }

  /** Re-reads the outbox to update the status and the timer. */
  async refresh(): Promise<void> {
    const summary = await summarizeOutbox()
    this.publish(summary)
    this.schedule()
  }

  // ---- lifecycle ----

  /** Listens for the moments to send, and sends what is due now. Returns `stop`. */
  start(): () => void {
    if (this.started) return () => this.stop()
    this.started = true
    const { window: win, document: doc } = this.env
    const onOnline = () => {
      void makeAllDue().then(() => this.flush())
    }
    const onOffline = () => this.publish()
    const onVisibility = () => {
      if (doc?.visibilityState === 'visible') void this.flush()
    }
    win?.addEventListener('online', onOnline)
    win?.addEventListener('offline', onOffline)
    doc?.addEventListener('visibilitychange', onVisibility)
    const unsubscribe = subscribeDraftsChanged((change) => {
      if (change.outbox) void this.flush()
      else void this.refresh().catch(() => {})
    })
    this.cleanups = [
      () => win?.removeEventListener('online', onOnline),
      () => win?.removeEventListener('offline', onOffline),
      () => doc?.removeEventListener('visibilitychange', onVisibility),
      unsubscribe,
    ]
    void this.loadLastSync().finally(() => this.flush())
    return () => this.stop()
  }

  /**
   * Sends everything that waits now, not after its backoff: the traveller asked ("Sync now"), or
   * stopped working offline. Entries the server refused stay for the traveller.
   */
  async syncNow(): Promise<void> {
    await makeAllDue()
    await this.flush()
  }

  /**
   * Calls `listener` when an application queued earlier reaches the server and no submit command
   * waits for it (the traveller moved on): the page then says so wherever it is.
   */
  onApplicationSent(listener: (sent: ApplicationSent) => void): () => void {
    this.sentListeners.add(listener)
    // Sent before anyone listened (the page's notices load after the engine starts): told now.
    for (const sent of this.unannounced.splice(0)) listener(sent)
    return () => {
      this.sentListeners.delete(listener)
    }
  }

  private async loadLastSync() {
    try {
      const stored = (await (await getDb()).get('settings', LAST_SYNC_SETTING))?.value
      if (typeof stored === 'number' && (this.lastSyncAt ?? 0) < stored) this.lastSyncAt = stored
      this.publish()
    } catch {
      // Only the panel's "last sync" is missing; sending does not depend on it.
    }
  }

  /** The server accepted something from this device just now. */
  private reached() {
    const at = this.clock.now()
    this.lastSyncAt = at
    void getDb()
      .then((db) => db.put('settings', { key: LAST_SYNC_SETTING, value: at }))
      .catch(() => {})
  }

  /** Resolves when the pass under way, if any, is over. Sends nothing itself. */
  idle(): Promise<void> {
    return this.running ?? Promise.resolve()
  }

  stop(): void {
    this.started = false
    for (const cleanup of this.cleanups) cleanup()
    this.cleanups = []
    if (this.timer !== null) this.clock.clearTimeout(this.timer)
    this.timer = null
  }

  private schedule() {
    if (this.timer !== null) this.clock.clearTimeout(this.timer)
    this.timer = null
    const { nextAttemptAt, online } = this.snapshot
    if (!this.started || nextAttemptAt === undefined) return
    // Entries still due after a pass could not be sent (offline, or behind an entry of the same
    // draft that waits): looking again at once would only spin. Offline, the `online` event is
    // the real trigger; the timer covers a browser that never fires it.
    const wait = online
      ? Math.min(this.intervalMs, Math.max(MIN_WAIT_MS, nextAttemptAt - this.clock.now()))
      : this.intervalMs
    this.timer = this.clock.setTimeout(() => {
      this.timer = null
      void this.flush()
    }, wait)
  }

  // ---- sending ----

  /**
   * Sends every entry that is due. Calls during a flush are folded into one more pass after it,
   * so nothing queued meanwhile waits for the timer. Resolves when the outbox was looked at.
   */
  flush(): Promise<void> {
    if (this.running) {
      this.runAgain = true
      return this.running
    }
    this.running = (async () => {
      try {
        do {
          this.runAgain = false
          await this.withLock(() => this.pass())
        } while (this.runAgain)
      } catch (error) {
        // Storage trouble is reported by idb.ts; the timer tries again.
        console.error(error)
      } finally {
        this.running = null
        this.sending = false
        await this.refresh().catch(() => {})
      }
    })()
    return this.running
  }

  private async withLock(work: () => Promise<void>) {
    const locks = this.env.locks
    if (!locks) return work()
    await locks.request(LOCK_NAME, work)
  }

  private async pass() {
    if (!this.env.isOnline()) return
    const entries = await listOutbox()
    const now = this.clock.now()
    // Entries of one draft go in order: an update waits for its submit, a save for a delete.
    const waiting = new Set<string>()
    for (const entry of entries) {
      if (entry.failed || waiting.has(entry.draftId)) continue
      if (entry.nextAttemptAt > now) {
        waiting.add(entry.draftId)
        continue
      }
      if (!this.sending) {
        this.sending = true
        this.publish()
      }
      const outcome = await this.send(entry)
      if (outcome === 'again') this.runAgain = true
      if (outcome === 'later') waiting.add(entry.draftId)
      if (outcome === 'stop') break
    }
  }

  /**
   * Calls `listener` once, with how the next attempt to send outbox entry `entryId` went (after
   * its outcome is stored). Returns a function that stops listening.
   */
  onNextAttempt(entryId: number, listener: (result: AttemptResult) => void): () => void {
    const watchers = this.attemptWatchers.get(entryId) ?? new Set()
    this.attemptWatchers.set(entryId, watchers)
    watchers.add(listener)
    return () => {
      watchers.delete(listener)
      if (!watchers.size) this.attemptWatchers.delete(entryId)
    }
  }

  private async send(entry: OutboxEntry): Promise<Outcome> {
    const watchers = this.attemptWatchers.get(entry.id!)
    if (!watchers) return this.sendEntry(entry)
    let error: unknown
    const outcome = await this.sendEntry(entry, (failure) => {
      error = failure
    })
    this.attemptWatchers.delete(entry.id!)
    for (const watcher of watchers) watcher(error === undefined ? {} : { error })
    return outcome
  }

  private async sendEntry(entry: OutboxEntry, onError?: (error: unknown) => void): Promise<Outcome> {
    try {
      switch (entry.kind) {
        case 'save-draft':
          return await this.sendSave(entry)
        case 'delete-draft':
          return await this.sendDelete(entry)
        case 'submit':
        case 'update':
          return await this.sendApplication(entry)
        case 'contact':
          await this.api.sendContactMessage(entry.message, entry.draftId)
          this.reached()
          await dropEntry(entry)
          return 'done'
      }
    } catch (failure) {
      const step = failure instanceof StepFailure ? failure.step : undefined
      const error = failure instanceof StepFailure ? failure.error : failure
      onError?.(error)
      return this.handleError(entry, error, step)
    }
  }

  private async sendSave(entry: OutboxEntry): Promise<Outcome> {
    const draft = await getDraft(entry.draftId)
    if (!draft || draft.conflict || (draft.syncState !== 'local' && draft.syncState !== 'synced')) {
      await dropEntry(entry)
      return 'done'
    }
    const sent = { data: draft.data, localVersion: draft.localVersion }
    try {
      const saved = await this.api.putDraft(draft.id, draft.data, draft.serverVersion + 1)
      this.reached()
      return (await completeSave(entry, sent.localVersion, saved.version)) ? 'again' : 'done'
    } catch (error) {
      const server = error instanceof ApiError && error.status === 409 ? conflictCopy(error) : undefined
      if (!server) throw error
      return (await recordConflict(entry, sent, server)) ? 'again' : 'done'
    }
  }

  private async sendDelete(entry: OutboxEntry): Promise<Outcome> {
    try {
      await this.api.deleteDraft(entry.draftId)
      this.reached()
    } catch (error) {
      // Already gone is what was asked for.
      if (!(error instanceof ApiError && error.status === 404)) throw error
    }
    await completeServerDelete(entry)
    return 'done'
  }

  private async sendApplication(entry: OutboxEntry & { kind: 'submit' | 'update' }): Promise<Outcome> {
    const draft = await getDraft(entry.draftId)
    if (!draft) {
      // Deleted on this device before it could leave: the traveller no longer wants it sent.
      await dropEntry(entry)
      return 'done'
    }
    let application = entry.application
    if (!application.passport_bio_page) {
      const file = await getPassportFile(entry.draftId)
      if (file) {
        const { filename } = await this.api
          .uploadPassportCopy(file.blob, { fileName: file.name })
          .catch((error: unknown) => {
            throw new StepFailure('passport-copy', error)
          })
        this.reached()
        await recordUpload(entry, filename)
        application = { ...application, passport_bio_page: filename }
      }
    }
    // A submit whose earlier attempt already created the application (another tab, a lost
    // answer recorded elsewhere) becomes an update of it rather than a second application.
    const skuId = entry.kind === 'update' ? entry.skuId : draft.skuId
    if (skuId) {
      await this.api.updateApplication(skuId, application, await getAccessKey(skuId))
      this.reached()
      await completeUpdate(entry)
    } else {
      const group = await groupProofOf(draft)
      if (group === 'wait') {
        // The first traveller's application is not made yet: it is ahead in the outbox, or waits
        // for the traveller to correct it. Sent after it, so the two are one group.
        await rescheduleEntry(
          entry,
          this.clock.now() +
            backoffDelay(entry.attempts, this.clock.random(), this.backoffBaseMs, this.backoffMaxMs),
          WAITING_FOR_FIRST_TRAVELLER,
          { reason: 'unknown' },
        )
        return 'later'
      }
      // The draft id as Idempotency-Key: a retry after a lost answer gets the same application,
      // and a new key for it, stored with the number.
      const created = group
        ? await this.api.createApplication(application, entry.draftId, group)
        : await this.api.createApplication(application, entry.draftId)
      this.reached()
      await completeSubmit(entry, created.sku_id, created.access_key)
      // The submit command, while it waits, says so itself on the form.
      if (!this.attemptWatchers.has(entry.id!)) {
        const sent = { draftId: entry.draftId, skuId: created.sku_id }
        if (!this.sentListeners.size) this.unannounced.push(sent)
        for (const listener of this.sentListeners) listener(sent)
      }
    }
    return 'done'
  }

  private async handleError(
    entry: OutboxEntry,
    error: unknown,
    step?: OutboxProblem['step'],
  ): Promise<Outcome> {
    const now = this.clock.now()
    const later = (problem: OutboxProblem, ms?: number) =>
      rescheduleEntry(
        entry,
        now +
          (ms ?? backoffDelay(entry.attempts, this.clock.random(), this.backoffBaseMs, this.backoffMaxMs)),
        error instanceof Error ? error.message : String(error),
        step ? { ...problem, step } : problem,
      )
    if (error instanceof ApiError) {
      if (error.isNetworkError) {
        // No connection: the rest of the outbox would fail the same way.
        await later({ reason: 'network' })
        return 'stop'
      }
      if (error.status === 429) {
        await later({ reason: 'busy', status: 429 }, retryAfterMs(error, now))
        return 'stop'
      }
      if (error.status >= 500 || error.status === 408) {
        await later({ reason: 'busy', status: error.status })
        return 'later'
      }
      await failEntry(entry, refusalMessage(error), {
        reason: 'refused',
        status: error.status,
        ...(step ? { step } : {}),
      })
      return 'failed'
    }
    // Not the server's answer (storage trouble, a bug): keep the entry and try again later.
    console.error(error)
    await later({ reason: 'unknown' })
    return 'later'
  }
}
