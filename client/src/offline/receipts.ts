// The receipt of a payment made on this device, kept in IndexedDB (the `receipts` store, see
// docs/device-access.md) so /Successfull?application={number} shows it again later, offline too.
// When the capture's answer was lost on the way back, the device that holds the application's key
// asks the server for it (GET /api/srilanka/receipt/{number}) and keeps it the same way.

import { normalizeApplicationNumber } from '../../../shared/application-number'
import type { CaptureOrderResponse, ReceiptResponse } from '../../../shared/payments'
import { accessHeaders, getAccessKey } from '../lib/access-keys'
import { ApiError, apiRequest } from '../lib/api'
import { readTx, writeTx } from './idb'
import type { StoredReceipt } from './records'

export type Receipt = StoredReceipt

/** Where a paid application's receipt is shown (the success page, by application number). */
export function receiptHref(skuId: string): string {
  return `/Successfull?application=${encodeURIComponent(skuId)}`
}

/** The receipt from the capture answer, the visa type and the address the eVisa goes to. */
export function receiptOf(
  capture: Pick<
    CaptureOrderResponse['data'],
    'sku_id' | 'captureId' | 'amount' | 'currency' | 'paid_at' | 'items'
  >,
  details: { visaType: string; email?: string },
): Receipt {
  return {
    skuId: normalizeApplicationNumber(capture.sku_id),
    visaType: details.visaType,
    captureId: capture.captureId,
    amount: capture.amount,
    currency: capture.currency,
    paidAt: capture.paid_at,
    email: details.email ?? '',
    ...(capture.items && capture.items.length > 1 ? { items: capture.items } : {}),
  }
}

/** Keeps the receipt; a device without IndexedDB still shows it once, from memory. */
const unstored = new Map<string, Receipt>()

export async function saveReceipt(receipt: Receipt): Promise<void> {
  unstored.set(receipt.skuId, receipt)
  try {
    await writeTx(['receipts'], (tx) => tx.objectStore('receipts').put(receipt))
  } catch {
    // Private mode or a full disk: the success page still shows it from memory.
  }
}

/** This device's receipt of application `skuId`; undefined when it has none. */
export async function getReceipt(skuId: string): Promise<Receipt | undefined> {
  const id = normalizeApplicationNumber(skuId)
  try {
    return (await readTx(['receipts'], (tx) => tx.objectStore('receipts').get(id))) ?? unstored.get(id)
  } catch {
    return unstored.get(id)
  }
}

/**
 * The receipt of `skuId` from the server, kept on this device once read; undefined when this
 * device holds no key for the application or the server has none (not paid). Network failures
 * are thrown: the caller says the receipt could not be fetched.
 */
export async function fetchReceipt(skuId: string): Promise<Receipt | undefined> {
  const id = normalizeApplicationNumber(skuId)
  const key = await getAccessKey(id).catch(() => undefined)
  if (!key) return undefined
  let body: ReceiptResponse
  try {
    body = await apiRequest<ReceiptResponse>(`/api/srilanka/receipt/${encodeURIComponent(id)}`, {
      headers: accessHeaders(key),
    })
  } catch (error) {
    // Not paid, or this key no longer opens it: there is simply no receipt to show.
    if (error instanceof ApiError && (error.status === 404 || error.status === 403)) return undefined
    throw error
  }
  const receipt = receiptOf(body.data, { visaType: body.data.visaType, email: body.data.email })
  await saveReceipt(receipt)
  return receipt
}
