// The one module that opens IndexedDB (docs/conventions.md). It owns the schema (the stores that
// hold records.ts's records) and its versioned upgrades, turns a full disk into a StorageFullError
// the traveller is told about, and reports when another tab holds a different version of the
// database open.
import { type DBSchema, type IDBPDatabase, type IDBPTransaction, openDB, type StoreNames } from 'idb'
import { markDeviceFeaturesNeeded } from '../lib/when-needed'
import type {
  OutboxEntry,
  StoredAccessKey,
  StoredDraft,
  StoredFile,
  StoredReceipt,
  StoredSetting,
} from './records'

export const DB_NAME = 'evisa'
export const DB_VERSION = 4

export interface EvisaSchema extends DBSchema {
  drafts: { key: string; value: StoredDraft; indexes: { 'by-updatedAt': number; 'by-skuId': string } }
  outbox: { key: number; value: OutboxEntry; indexes: { 'by-draftId': string } }
  files: { key: string; value: StoredFile }
  'access-keys': { key: string; value: StoredAccessKey }
  receipts: { key: string; value: StoredReceipt }
  settings: { key: string; value: StoredSetting }
}

export type EvisaDb = IDBPDatabase<EvisaSchema>
export type StoreName = StoreNames<EvisaSchema>
export type UpgradeTransaction = IDBPTransaction<EvisaSchema, StoreName[], 'versionchange'>
export type Migration = (db: EvisaDb, tx: UpgradeTransaction) => void

/**
 * MIGRATIONS[n] takes the database from version n to n + 1. Add a step, never edit a shipped one:
 * a traveller may come back after months with any older version on the device, and the upgrade
 * runs every step from there, in order, keeping the drafts they hold.
 */
export const MIGRATIONS: readonly Migration[] = [
  (db) => {
    const drafts = db.createObjectStore('drafts', { keyPath: 'id' })
    drafts.createIndex('by-updatedAt', 'updatedAt')
    drafts.createIndex('by-skuId', 'skuId')
    const outbox = db.createObjectStore('outbox', { keyPath: 'id', autoIncrement: true })
    outbox.createIndex('by-draftId', 'draftId')
    db.createObjectStore('files', { keyPath: 'draftId' })
  },
  (db) => {
    db.createObjectStore('access-keys', { keyPath: 'skuId' })
  },
  (db) => {
    db.createObjectStore('receipts', { keyPath: 'skuId' })
  },
  (db) => {
    db.createObjectStore('settings', { keyPath: 'key' })
  },
]

// ---------------------------------------------------------------------------------------------
// Problems the traveller has to hear about

export const STORAGE_FULL_MESSAGE =
  'Your device is out of storage space; your latest changes could not be saved.'
export const BLOCKED_MESSAGE =
  'This app is open in another tab with an older version. Close or reload your other tabs of this site so your changes can be saved.'
export const BLOCKING_MESSAGE =
  'A newer version of this app was opened in another tab. Reload this page so your changes can be saved.'

/** Thrown instead of a QuotaExceededError so the UI can say what happened. */
export class StorageFullError extends Error {
  constructor(options?: { cause?: unknown }) {
    super(STORAGE_FULL_MESSAGE, options)
    this.name = 'StorageFullError'
  }
}

/** Thrown while this page may not use the database because another tab upgraded it. */
export class StorageUnavailableError extends Error {
  constructor(message = BLOCKING_MESSAGE) {
    super(message)
    this.name = 'StorageUnavailableError'
  }
}

export type StorageProblem = 'full' | 'blocked' | 'blocking' | null

let problem: StorageProblem = null
const problemListeners = new Set<() => void>()

function setProblem(next: StorageProblem) {
  if (next === problem) return
  problem = next
  for (const listener of problemListeners) listener()
}

export function getStorageProblem(): StorageProblem {
  return problem
}

export function subscribeStorageProblem(listener: () => void): () => void {
  problemListeners.add(listener)
  return () => problemListeners.delete(listener)
}

export function storageProblemMessage(value: StorageProblem): string | null {
  if (value === 'full') return STORAGE_FULL_MESSAGE
  if (value === 'blocked') return BLOCKED_MESSAGE
  if (value === 'blocking') return BLOCKING_MESSAGE
  return null
}

export function isQuotaError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false
  const { name, code } = error as { name?: unknown; code?: unknown }
  // Firefox once used its own name; code 22 is the legacy QUOTA_EXCEEDED_ERR.
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22
}

// ---------------------------------------------------------------------------------------------
// Opening

/**
 * Opens the database, running every migration step from the version found on the device.
 * `version` and `migrations` exist for tests that start from an older schema.
 */
export function openEvisaDb(
  options: { version?: number; migrations?: readonly Migration[]; onBlocking?: () => void } = {},
): Promise<EvisaDb> {
  const { version = DB_VERSION, migrations = MIGRATIONS, onBlocking } = options
  if (migrations.length < version) throw new Error(`No migration leads to version ${version}`)
  // A page that keeps drafts needs the sync engine and the save status (lib/when-needed.ts).
  markDeviceFeaturesNeeded()
  return openDB<EvisaSchema>(DB_NAME, version, {
    upgrade(db, oldVersion, newVersion, tx) {
      for (let step = oldVersion; step < (newVersion ?? version); step++) migrations[step]!(db, tx)
    },
    blocked() {
      setProblem('blocked')
    },
    blocking() {
      onBlocking?.()
    },
  })
}

let connection: Promise<EvisaDb> | null = null
let closedForNewerVersion = false

/** The page's shared connection, opened on first use. */
export function getDb(): Promise<EvisaDb> {
  if (closedForNewerVersion) return Promise.reject(new StorageUnavailableError())
  if (!connection) {
    const opening = openEvisaDb({
      onBlocking: () => {
        // Another tab wants a newer version: let it upgrade rather than leave both stuck, and stop
        // writing with a schema that is about to be out of date.
        void opening.then((db) => db.close())
        connection = null
        closedForNewerVersion = true
        setProblem('blocking')
      },
    })
    connection = opening
    opening.then(
      (db) => {
        if (problem === 'blocked') setProblem(null)
        // The browser closed it (storage cleared, disk trouble): open again on next use.
        db.addEventListener('close', () => {
          if (connection === opening) connection = null
        })
      },
      () => {
        if (connection === opening) connection = null
      },
    )
  }
  return connection
}

/** Closes the shared connection. Tests use it before deleting the database. */
export async function closeDb(): Promise<void> {
  const current = connection
  connection = null
  closedForNewerVersion = false
  if (problem !== null) setProblem(null)
  if (current) (await current.catch(() => null))?.close()
}

// ---------------------------------------------------------------------------------------------
// Transactions

export type ReadTx<S extends StoreName[]> = IDBPTransaction<EvisaSchema, S, 'readonly'>
export type WriteTx<S extends StoreName[]> = IDBPTransaction<EvisaSchema, S, 'readwrite'>

/** Runs `work` in one read-only transaction. Await only IndexedDB requests inside it. */
export async function readTx<const S extends StoreName[], T>(
  stores: S,
  work: (tx: ReadTx<S>) => Promise<T>,
): Promise<T> {
  const db = await getDb()
  const tx = db.transaction(stores, 'readonly')
  const result = await work(tx)
  await tx.done
  return result
}

/**
 * Runs `work` in one read-write transaction: all of it is stored, or none of it. Await only
 * IndexedDB requests inside it (idb: any other await lets the transaction close).
 * A full disk rejects with StorageFullError, never silently.
 */
export async function writeTx<const S extends StoreName[], T>(
  stores: S,
  work: (tx: WriteTx<S>) => Promise<T>,
): Promise<T> {
  const db = await getDb()
  // 'strict' asks the browser to reach the disk before reporting success: these are a
  // traveller's only copy of what they typed, possibly minutes before the battery dies.
  const tx = db.transaction(stores, 'readwrite', { durability: 'strict' })
  // Observed below; without this a failed transaction would also surface as an unhandled rejection.
  tx.done.catch(() => {})
  try {
    const result = await work(tx)
    await tx.done
    if (problem === 'full') setProblem(null)
    return result
  } catch (error) {
    try {
      tx.abort()
    } catch {
      // It already finished or aborted on its own.
    }
    if (isQuotaError(error) || isQuotaError(tx.error)) {
      setProblem('full')
      throw new StorageFullError({ cause: error })
    }
    throw error
  }
}

/**
 * Asks the browser not to evict this site's storage under pressure. Browsers may say no (or ask
 * the user); the answer says whether storage is now persistent.
 */
export async function requestPersistentStorage(): Promise<boolean> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage
  if (!storage?.persist) return false
  try {
    if (await storage.persisted?.()) return true
    return await storage.persist()
  } catch {
    return false
  }
}
