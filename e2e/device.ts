// What a browser keeps of the app (its IndexedDB database "evisa", client/src/offline/idb.ts), and
// the other browsers the tests open: put there as the app puts it, read as the app reads it.
import type { Browser, Page } from '@playwright/test'
import { expect, test } from './fixtures'

/** A browser that never saw the application: a context of its own, so no IndexedDB in common. */
export async function anotherDevice(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  return context.newPage()
}

/**
 * The first visit: the traveller does something on the page (the service worker registers at a
 * first visitor's first interaction, client/src/lib/when-needed.ts), and the service worker has
 * then precached everything and controls the page.
 */
export async function visitOnce(page: Page, path = '/') {
  await page.goto(path)
  await firstInteraction(page)
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
}

/** A key press that changes nothing on the page: the traveller's first interaction with it. */
export async function firstInteraction(page: Page) {
  await page.keyboard.press('Shift')
}

export interface SeedDraft {
  id: string
  data: Record<string, unknown>
  syncState?: 'local' | 'synced' | 'queued' | 'submitted' | 'paid'
  serverVersion?: number
  skuId?: string
  minutesAgo?: number
  /** Queue a draft save, as the form does after a change. */
  queueSave?: boolean
  /** The application's key, kept beside the draft as the app keeps it after a submit. */
  accessKey?: string
}

/**
 * The draft a submit leaves on the device that made `skuId` (names and visa type of
 * validApplication() in support.ts), with the application's key beside it when given: that
 * device opens the application without the passport questions.
 */
export function submittedDraft(id: string, skuId: string, accessKey?: string): SeedDraft {
  return {
    id,
    data: { surname: 'PERERA', other_name: 'ANNA MARIA', visaType: 'TOURIST VISA' },
    syncState: 'submitted',
    serverVersion: 1,
    skuId,
    ...(accessKey ? { accessKey } : {}),
  }
}

/** Waits until the open page's app has created its database. */
async function waitForDeviceDatabase(page: Page) {
  await expect
    .poll(() => page.evaluate(async () => (await indexedDB.databases()).some((db) => db.name === 'evisa')), {
      // The app opens it as it starts, which takes a while on a loaded machine.
      timeout: 30_000,
    })
    .toBe(true)
}

/**
 * Puts drafts (and their keys and queued saves) into the app's IndexedDB the way the app stores
 * them, then tells the open page as another tab would (BroadcastChannel), so the lists and the
 * sync engine react without a reload.
 */
export async function seedDrafts(page: Page, drafts: SeedDraft[]) {
  await waitForDeviceDatabase(page)
  await page.evaluate(async (seeds) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('evisa')
      // Creating it here would leave the app an empty database of the right version.
      request.onupgradeneeded = () => request.transaction?.abort()
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
    const tx = db.transaction(['drafts', 'outbox', 'access-keys'], 'readwrite')
    for (const seed of seeds) {
      const at = Date.now() - (seed.minutesAgo ?? 0) * 60_000
      tx.objectStore('drafts').put({
        id: seed.id,
        data: seed.data,
        createdAt: at,
        updatedAt: at,
        localVersion: 1,
        serverVersion: seed.serverVersion ?? 0,
        syncState: seed.syncState ?? 'local',
        ...(seed.skuId ? { skuId: seed.skuId, submittedAt: at } : {}),
      })
      if (seed.skuId && seed.accessKey) {
        tx.objectStore('access-keys').put({ skuId: seed.skuId, key: seed.accessKey, savedAt: at })
      }
      if (seed.queueSave) {
        tx.objectStore('outbox').add({
          kind: 'save-draft',
          draftId: seed.id,
          createdAt: at,
          attempts: 0,
          nextAttemptAt: 0,
        })
      }
    }
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve()
      tx.onerror = () => reject(tx.error)
    })
    db.close()
    const channel = new BroadcastChannel('evisa-drafts')
    channel.postMessage({ outbox: true })
    channel.close()
  }, drafts)
}

export type DeviceStoreName = 'drafts' | 'files' | 'outbox' | 'access-keys' | 'receipts'

/**
 * One record of a store of this device (`key` given), or all of them. A Blob in a record comes
 * back as its size and type, which is what the tests compare.
 */
export async function readDeviceStore<T>(page: Page, store: DeviceStoreName, key?: string): Promise<T> {
  return page.evaluate(
    async ([name, id]) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('evisa')
        request.onsuccess = () => resolve(request.result)
        request.onerror = () => reject(request.error)
      })
      const found = await new Promise<unknown>((resolve, reject) => {
        const objects = db.transaction(name).objectStore(name)
        const request = id === undefined ? objects.getAll() : objects.get(id)
        request.onsuccess = () => resolve(request.result)
        request.onerror = () => reject(request.error)
      })
      db.close()
      const plain = (record: unknown) =>
        record && typeof record === 'object'
          ? Object.fromEntries(
              Object.entries(record).map(([field, value]) => [
                field,
                value instanceof Blob ? { size: value.size, type: value.type } : value,
              ]),
            )
          : record
      return Array.isArray(found) ? found.map(plain) : plain(found)
    },
    [store, key] as const,
  ) as Promise<T>
}

/** Every record of the app's drafts, files, outbox and access-keys stores, as this device holds them. */
export async function deviceStores(page: Page) {
  return {
    drafts: await readDeviceStore<{ skuId?: string; syncState: string; data: Record<string, unknown> }[]>(
      page,
      'drafts',
    ),
    files: await readDeviceStore<unknown[]>(page, 'files'),
    outbox: await readDeviceStore<{ kind: string }[]>(page, 'outbox'),
    keys: await readDeviceStore<{ skuId: string; key: string }[]>(page, 'access-keys'),
  }
}

/** The passport copy this device keeps for a draft: its name, size and type. */
export async function keptCopy(page: Page, draftId: string) {
  const file = await readDeviceStore<{ name: string; blob: { size: number; type: string } } | undefined>(
    page,
    'files',
    draftId,
  )
  return file && { name: file.name, size: file.blob.size, type: file.blob.type }
}

/** The key this device holds for `skuId`, if any. */
export async function deviceKey(page: Page, skuId: string): Promise<string | undefined> {
  return (await readDeviceStore<{ key: string } | undefined>(page, 'access-keys', skuId))?.key
}

/** The sync state of one draft on this device. */
export async function draftSyncState(page: Page, id: string): Promise<string | undefined> {
  return (await readDeviceStore<{ syncState?: string } | undefined>(page, 'drafts', id))?.syncState
}
