// What this device keeps in IndexedDB, record by record: the drafts, their outbox, passport
// copies, access keys, receipts and small settings. The database itself (stores, indexes and the
// steps that upgrade an older device) is idb.ts.
import type { Application, ApplicationInput } from '../../../shared/application'
import type { ContactMessage } from '../../../shared/contact'

/** What the form has typed so far. Never the confirmation checkbox: it is ticked after the last change. */
export type DraftData = Partial<Omit<ApplicationInput, 'ip_address'>>

/**
 * - local: has changes the server does not have yet ("Not yet synced")
 * - synced: the server holds this exact copy
 * - queued: submitted without a connection; the application waits in the outbox
 * - submitted: the server created the application (skuId)
 * - paid: the application is paid
 */
export type DraftSyncState = 'local' | 'synced' | 'queued' | 'submitted' | 'paid'

/** The server's copy, kept beside ours after a 409 until the traveller chooses. */
export interface DraftConflict {
  data: DraftData
  version: number
  updatedAt: number
}

export interface StoredDraft {
  id: string
  data: DraftData
  createdAt: number
  /** Last local change, ms since the epoch. */
  updatedAt: number
  /** Counts local changes; lets the sync engine see an edit made while a save was in flight. */
  localVersion: number
  /** The version the server holds; 0 when it never had this draft. */
  serverVersion: number
  syncState: DraftSyncState
  skuId?: string
  submittedAt?: number
  /** Why the last attempt to send this draft or its application was refused. */
  lastError?: string
  conflict?: DraftConflict
  /**
   * What is typed into /Apply/{skuId} for this submitted application and not yet submitted: kept
   * apart from `data` (what the server has, or will have once the outbox has sent it).
   */
  edits?: DraftEdits
  /** Travellers applying together (one payment): see DraftGroup. */
  group?: DraftGroup
}

/**
 * The group a draft belongs to on this device (docs/decisions/018-groups.md). `id` is made here and
 * names the group on this device only (Partial-Filled shows its drafts as one entry); `firstDraftId`
 * is the first traveller's draft, whose application and key prove to the server that the others
 * travel with it. The first traveller's draft carries it too.
 */
export interface DraftGroup {
  id: string
  firstDraftId: string
}

export interface DraftEdits {
  data: DraftData
  /** When they were last saved, ms since the epoch. */
  savedAt: number
}

export type OutboxOperation =
  | { kind: 'save-draft' }
  | { kind: 'delete-draft' }
  | { kind: 'submit'; application: Application }
  | { kind: 'update'; skuId: string; application: Application }
  /** A message from the contact form; `draftId` is the message's own id (its Idempotency-Key). */
  | { kind: 'contact'; message: ContactMessage }

export type OutboxEntry = OutboxOperation & {
  /** Assigned by the store (auto-increment), so entries replay in the order they were queued. */
  id?: number
  draftId: string
  createdAt: number
  attempts: number
  nextAttemptAt: number
  /** Refused by the server (a 4xx): kept for the record, never retried on its own. */
  failed?: boolean
  lastError?: string
  /** What went wrong with the last attempt, for the sync panel to say in words. */
  lastProblem?: OutboxProblem
}

/**
 * Why the last attempt to send an outbox entry did not succeed:
 * - network: no answer at all (offline, or the server unreachable)
 * - busy: a 5xx, 408 or 429; tried again at the entry's nextAttemptAt
 * - refused: any other 4xx; never tried again on its own
 * - unknown: not the server's answer (storage trouble)
 * `step` says which part was refused when the entry sends more than one request.
 */
export interface OutboxProblem {
  reason: 'network' | 'busy' | 'refused' | 'unknown'
  step?: 'passport-copy'
  status?: number
}

export interface StoredFile {
  draftId: string
  blob: Blob
  name: string
  type: string
  size: number
  savedAt: number
}

/**
 * The secret that proves this device may read and change application `skuId` (sent as the
 * X-Application-Key header). Kept by application number rather than on a draft: a device that
 * opened someone's application by answering the passport questions has a key and no draft.
 * It never goes in a URL, the localStorage journal or a log.
 */
export interface StoredAccessKey {
  skuId: string
  key: string
  savedAt: number
}

/**
 * The proof of a payment made on this device (receipts.ts; the payment success page shows it):
 * only what the receipt shows. No name and nothing from the passport: a paid application forgets those.
 */
export interface StoredReceipt {
  skuId: string
  visaType: string
  /** PayPal's reference of the payment (its capture id). */
  captureId: string
  /** As PayPal took it: "85.00" and "USD". */
  amount: string
  currency: string
  /** When PayPal captured the payment (ISO 8601). */
  paidAt: string
  /** Where the eVisa will be sent; empty when this device never had the application's details. */
  email: string
  /** Every application the payment covered, with its fee (several when a group paid at once). */
  items?: { sku_id: string; amount: string }[]
}

/**
 * Small facts this device keeps about itself, by name: "work-offline" (the traveller's switch,
 * connectivity.ts; the service worker reads it too) and "last-sync" (ms since the epoch of
 * the last time something from this device reached the server).
 */
export interface StoredSetting {
  key: string
  value: unknown
}
