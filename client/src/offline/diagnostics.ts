// "Export diagnostics" (the sync panel): a JSON file a tester attaches to a bug report. It says
// what this device's app is doing (version, service worker, storage, connectivity, the outbox and
// the drafts' states) and nothing about whose applications they are. buildDiagnostics copies
// fields one by one from a list of what is safe; nothing typed, no server message (it may quote
// what was typed), no draft id (it opens the server's copy of a draft), no application number,
// access key or file travels in it.

import { saveFile } from '../lib/save-file'
import { readTx } from './idb'
import type { OutboxEntry, StoredDraft } from './records'

declare const __APP_VERSION__: string | undefined

export const DIAGNOSTICS_FORMAT = 'evisa-diagnostics/1'

export interface ServiceWorkerState {
  supported: boolean
  /** Whether a service worker controls this page, and its state. */
  controller: string | null
  active: string | null
  waiting: boolean
  installing: boolean
  /** What the controlling worker believes of "Work offline"; null when it did not answer. */
  workingOffline: boolean | null
}

export interface StorageState {
  usage: number | null
  quota: number | null
  persisted: boolean | null
}

export interface DiagnosticsInput {
  now: number
  appVersion: string
  userAgent: string
  browserOnline: boolean
  workingOffline: boolean
  lastSyncAt?: number
  serviceWorker: ServiceWorkerState
  storage: StorageState
  outbox: readonly OutboxEntry[]
  drafts: readonly StoredDraft[]
}

const iso = (ms: number | undefined) =>
  ms === undefined || !Number.isFinite(ms) ? null : new Date(ms).toISOString()
const secondsSince = (now: number, ms: number) => Math.max(0, Math.round((now - ms) / 1000))

/** How many of a draft's fields hold something: how far it got, without what it holds. */
function filledFields(data: StoredDraft['data']): number {
  return Object.values(data).filter((value) =>
    Array.isArray(value) ? value.length > 0 : value !== undefined && value !== null && value !== '',
  ).length
}

/** Pure: the file's content, from what the device holds. Only the fields named here get in. */
export function buildDiagnostics(input: DiagnosticsInput) {
  const { now } = input
  // Drafts are named by their place in the list, so a queue entry can point at its draft.
  const drafts = [...input.drafts].sort((a, b) => a.createdAt - b.createdAt)
  const ref = new Map(drafts.map((draft, index) => [draft.id, `draft-${index + 1}`]))
  return {
    format: DIAGNOSTICS_FORMAT,
    exportedAt: iso(now),
    app: { version: input.appVersion, userAgent: input.userAgent },
    connectivity: {
      browserOnline: input.browserOnline,
      workingOffline: input.workingOffline,
      lastSyncAt: iso(input.lastSyncAt),
    },
    serviceWorker: { ...input.serviceWorker },
    storage: { ...input.storage },
    queue: input.outbox.map((entry, index) => ({
      position: index + 1,
      kind: entry.kind,
      draft: entry.kind === 'contact' ? null : (ref.get(entry.draftId) ?? 'not on this device'),
      queuedAt: iso(entry.createdAt),
      waitingSeconds: secondsSince(now, entry.createdAt),
      attempts: entry.attempts,
      refused: entry.failed === true,
      nextAttemptAt: entry.failed ? null : iso(entry.nextAttemptAt),
      lastProblem: entry.lastProblem
        ? {
            reason: entry.lastProblem.reason,
            status: entry.lastProblem.status ?? null,
            step: entry.lastProblem.step ?? null,
          }
        : entry.lastError
          ? { reason: 'unrecorded', status: null, step: null }
          : null,
      passportCopyUploaded:
        entry.kind === 'submit' || entry.kind === 'update'
          ? Boolean(entry.application.passport_bio_page)
          : null,
    })),
    drafts: drafts.map((draft) => ({
      draft: ref.get(draft.id)!,
      state: draft.syncState,
      createdAt: iso(draft.createdAt),
      updatedAt: iso(draft.updatedAt),
      submittedAt: iso(draft.submittedAt),
      localVersion: draft.localVersion,
      serverVersion: draft.serverVersion,
      filledFields: filledFields(draft.data),
      conflict: draft.conflict !== undefined,
      unsubmittedChanges: draft.edits !== undefined,
      refused: draft.lastError !== undefined,
    })),
  }
}

export type Diagnostics = ReturnType<typeof buildDiagnostics>

/** What the page's service worker is, and what it believes of "Work offline". */
async function serviceWorkerState(query: string): Promise<ServiceWorkerState> {
  const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker
  const none = { controller: null, active: null, waiting: false, installing: false, workingOffline: null }
  if (!container) return { supported: false, ...none }
  const registration = await container.getRegistration().catch(() => undefined)
  const controller = container.controller
  let workingOffline: boolean | null = null
  if (controller) {
    workingOffline = await new Promise<boolean | null>((resolve) => {
      const channel = new MessageChannel()
      const timer = setTimeout(() => resolve(null), 2000)
      channel.port1.onmessage = (event) => {
        clearTimeout(timer)
        const answer = (event.data as { workOffline?: unknown } | null)?.workOffline
        resolve(typeof answer === 'boolean' ? answer : null)
      }
      controller.postMessage({ type: query }, [channel.port2])
    })
  }
  return {
    supported: true,
    controller: controller?.state ?? null,
    active: registration?.active?.state ?? null,
    waiting: Boolean(registration?.waiting),
    installing: Boolean(registration?.installing),
    workingOffline,
  }
}

async function storageState(): Promise<StorageState> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage
  const estimate = await storage?.estimate?.().catch(() => undefined)
  const persisted = await storage?.persisted?.().catch(() => undefined)
  return {
    usage: estimate?.usage ?? null,
    quota: estimate?.quota ?? null,
    persisted: persisted ?? null,
  }
}

/** Reads what the file says from this device. */
export async function collectDiagnostics(options: {
  browserOnline: boolean
  workingOffline: boolean
  lastSyncAt?: number
  serviceWorkerQuery: string
  now?: number
}): Promise<Diagnostics> {
  const [stores, serviceWorker, storage] = await Promise.all([
    readTx(['outbox', 'drafts'], async (tx) => ({
      outbox: await tx.objectStore('outbox').getAll(),
      drafts: await tx.objectStore('drafts').getAll(),
    })),
    serviceWorkerState(options.serviceWorkerQuery),
    storageState(),
  ])
  return buildDiagnostics({
    now: options.now ?? Date.now(),
    appVersion: typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'development',
    userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent,
    browserOnline: options.browserOnline,
    workingOffline: options.workingOffline,
    lastSyncAt: options.lastSyncAt,
    serviceWorker,
    storage,
    ...stores,
  })
}

/** "evisa-diagnostics-2026-11-27T21-54-03Z.json" */
export function diagnosticsFileName(now: number): string {
  return `evisa-diagnostics-${new Date(now)
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-')}.json`
}

/** Saves the file through the browser's download. */
export function saveDiagnostics(diagnostics: Diagnostics, now = Date.now()): void {
  const blob = new Blob([`${JSON.stringify(diagnostics, null, 2)}\n`], { type: 'application/json' })
  saveFile(blob, diagnosticsFileName(now))
}
