// The access keys this device holds, by application number (see StoredAccessKey in idb.ts). The
// server answers the full application, and accepts changes to it, only with its key.
import { ACCESS_KEY_HEADER } from '../../../shared/access'
import { normalizeApplicationNumber } from '../../../shared/application-number'
import { readTx, type StoreName, type WriteTx, writeTx } from '../offline/idb'

/**
 * Keys this page could not store (no IndexedDB: private mode, another tab upgrading it): kept for
 * the life of the page, so the application opened still loads.
 */
const unstored = new Map<string, string>()

/** The key of application `skuId` on this device; undefined when there is none. */
export async function getAccessKey(skuId: string): Promise<string | undefined> {
  const id = normalizeApplicationNumber(skuId)
  try {
    const stored = await readTx(['access-keys'], (tx) => tx.objectStore('access-keys').get(id))
    return stored?.key ?? unstored.get(id)
  } catch {
    return unstored.get(id)
  }
}

/** Stores the key inside a transaction the caller already holds (a submit recorded with its key). */
export async function putAccessKey(
  tx: WriteTx<StoreName[]>,
  skuId: string,
  key: string,
  at = Date.now(),
): Promise<void> {
  await tx.objectStore('access-keys').put({ skuId: normalizeApplicationNumber(skuId), key, savedAt: at })
}

/** Stores a key the server just gave this device (the passport questions were answered). */
export async function saveAccessKey(skuId: string, key: string): Promise<void> {
  const stores: StoreName[] = ['access-keys']
  try {
    await writeTx(stores, (tx) => putAccessKey(tx, skuId, key))
    unstored.delete(normalizeApplicationNumber(skuId))
  } catch {
    unstored.set(normalizeApplicationNumber(skuId), key)
  }
}

/** Forgets a key the server no longer accepts, so the device asks the passport questions again. */
export async function deleteAccessKey(skuId: string): Promise<void> {
  const id = normalizeApplicationNumber(skuId)
  unstored.delete(id)
  await writeTx(['access-keys'], (tx) => tx.objectStore('access-keys').delete(id)).catch(() => {})
}

/** The header that proves access, when the device has the key. */
export function accessHeaders(key: string | undefined): Record<string, string> {
  return key ? { [ACCESS_KEY_HEADER]: key } : {}
}
