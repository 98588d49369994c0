import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import { openDB } from 'idb'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  closeDb,
  DB_NAME,
  DB_VERSION,
  getDb,
  getStorageProblem,
  MIGRATIONS,
  type Migration,
  openEvisaDb,
  readTx,
  requestPersistentStorage,
  STORAGE_FULL_MESSAGE,
  StorageFullError,
  StorageUnavailableError,
  writeTx,
} from './idb'
import type { StoredDraft } from './records'

function draft(id: string, updatedAt: number): StoredDraft {
  return {
    id,
    data: { surname: 'DOE' },
    createdAt: updatedAt,
    updatedAt,
    localVersion: 1,
    serverVersion: 0,
    syncState: 'local',
  }
}

beforeEach(async () => {
  await closeDb()
  globalThis.indexedDB = new IDBFactory()
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('opening the database', () => {
  it('creates the drafts, outbox, files, access-keys, receipts and settings stores with their indexes', async () => {
    const db = await getDb()
    expect(db.version).toBe(DB_VERSION)
    expect([...db.objectStoreNames].sort()).toEqual([
      'access-keys',
      'drafts',
      'files',
      'outbox',
      'receipts',
      'settings',
    ])
    const tx = db.transaction(['drafts', 'outbox'])
    expect([...tx.objectStore('drafts').indexNames].sort()).toEqual(['by-skuId', 'by-updatedAt'])
    expect([...tx.objectStore('outbox').indexNames]).toEqual(['by-draftId'])
    expect(tx.objectStore('outbox').autoIncrement).toBe(true)
  })

  it('shares one connection per page', async () => {
    expect(await getDb()).toBe(await getDb())
  })

  it('keeps every draft when a later version adds a step', async () => {
    const v1 = await openEvisaDb({ version: 1 })
    await v1.put('drafts', draft('a', 1))
    await v1.put('files', {
      draftId: 'a',
      blob: new Blob(),
      name: 'p.png',
      type: 'image/png',
      size: 0,
      savedAt: 1,
    })
    v1.close()

    // A future step, as the next schema change would add it: a new index over existing records.
    const addStateIndex: Migration = (_db, tx) => {
      ;(tx.objectStore('drafts') as unknown as IDBObjectStore).createIndex('by-syncState', 'syncState')
    }
    const v2 = await openEvisaDb({ version: DB_VERSION + 1, migrations: [...MIGRATIONS, addStateIndex] })
    expect(v2.version).toBe(DB_VERSION + 1)
    expect(await v2.get('drafts', 'a')).toEqual(draft('a', 1))
    expect(await v2.count('files')).toBe(1)
    const byState = await (v2 as unknown as import('idb').IDBPDatabase).getAllFromIndex(
      'drafts',
      'by-syncState',
      'local',
    )
    expect(byState).toHaveLength(1)
    v2.close()
  })

  it('gives a device with version 1 drafts a place for access keys, keeping its drafts', async () => {
    const v1 = await openEvisaDb({ version: 1 })
    await v1.put('drafts', { ...draft('a', 1), skuId: 'SKU1', syncState: 'submitted' })
    v1.close()
    const db = await getDb()
    expect(db.version).toBe(DB_VERSION)
    expect(await db.get('drafts', 'a')).toMatchObject({ skuId: 'SKU1', data: { surname: 'DOE' } })
    await db.put('access-keys', { skuId: 'SKU1', key: 'k', savedAt: 2 })
    expect(await db.get('access-keys', 'SKU1')).toMatchObject({ key: 'k' })
  })

  it('runs every step from the version found, in order', async () => {
    const steps: number[] = []
    const migrations: Migration[] = [0, 1, 2].map((n) => () => steps.push(n))
    ;(await openEvisaDb({ version: 1, migrations })).close()
    ;(await openEvisaDb({ version: 3, migrations })).close()
    expect(steps).toEqual([0, 1, 2])
  })

  it('reports a tab that holds an older version open, and clears it once the upgrade runs', async () => {
    const old = await openDB(DB_NAME, 1, { upgrade: (db) => MIGRATIONS[0]!(db as never, undefined as never) })
    const opening = openEvisaDb({ version: 2, migrations: [...MIGRATIONS, () => {}] })
    await vi.waitFor(() => expect(getStorageProblem()).toBe('blocked'))
    old.close()
    ;(await opening).close()
  })

  it('steps aside when another tab opens a newer version', async () => {
    const db = await getDb()
    const closed = vi.spyOn(db, 'close')
    const newer = await openEvisaDb({ version: DB_VERSION + 1, migrations: [...MIGRATIONS, () => {}] })
    expect(closed).toHaveBeenCalled()
    expect(getStorageProblem()).toBe('blocking')
    await expect(getDb()).rejects.toBeInstanceOf(StorageUnavailableError)
    newer.close()
  })
})

describe('writing', () => {
  it('commits all of a transaction', async () => {
    await writeTx(['drafts', 'outbox'], async (tx) => {
      await tx.objectStore('drafts').put(draft('a', 1))
      await tx
        .objectStore('outbox')
        .add({ kind: 'save-draft', draftId: 'a', createdAt: 1, attempts: 0, nextAttemptAt: 1 })
    })
    expect(await readTx(['outbox'], (tx) => tx.objectStore('outbox').count())).toBe(1)
  })

  it('commits none of it when something fails', async () => {
    await expect(
      writeTx(['drafts'], async (tx) => {
        await tx.objectStore('drafts').put(draft('a', 1))
        throw new Error('boom')
      }),
    ).rejects.toThrow('boom')
    expect(await readTx(['drafts'], (tx) => tx.objectStore('drafts').count())).toBe(0)
  })

  it('turns a full disk into a StorageFullError and reports it until a write succeeds', async () => {
    await getDb()
    const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    })
    const failure = writeTx(['drafts'], (tx) => tx.objectStore('drafts').put(draft('a', 1)))
    await expect(failure).rejects.toBeInstanceOf(StorageFullError)
    await expect(failure).rejects.toThrow(STORAGE_FULL_MESSAGE)
    expect(getStorageProblem()).toBe('full')

    put.mockRestore()
    await writeTx(['drafts'], (tx) => tx.objectStore('drafts').put(draft('a', 1)))
    expect(getStorageProblem()).toBeNull()
  })

  it('recognises a quota error that aborts the transaction', async () => {
    await getDb()
    const failure = writeTx(['drafts'], async (tx) => {
      await tx.objectStore('drafts').put(draft('a', 1))
      throw new DOMException('Disk full', 'QuotaExceededError')
    })
    await expect(failure).rejects.toBeInstanceOf(StorageFullError)
  })
})

describe('requestPersistentStorage', () => {
  it('asks the browser once and reports the answer', async () => {
    const persist = vi.fn(async () => true)
    vi.stubGlobal('navigator', { ...navigator, storage: { persist, persisted: async () => false } })
    expect(await requestPersistentStorage()).toBe(true)
    expect(persist).toHaveBeenCalledOnce()
    vi.unstubAllGlobals()
  })

  it('answers false where the browser has no such API', async () => {
    vi.stubGlobal('navigator', { ...navigator, storage: undefined })
    expect(await requestPersistentStorage()).toBe(false)
    vi.unstubAllGlobals()
  })
})
