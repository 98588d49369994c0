// The receipt of a payment made on this device, kept in IndexedDB (the `receipts` store, see
// docs/device-access.md) so /Successfull?application={number} shows it again later, offline too.

import { normalizeApplicationNumber } from '../../../../shared/application-number'
import type { CaptureOrderResponse } from '../../../../shared/payments'
import { readTx, type StoredReceipt, writeTx } from '../../lib/idb'

export type Receipt = StoredReceipt

/** Where a paid application's receipt is shown (the success page, by application number). */
export function receiptHref(skuId: string): string {
  return `/Successfull?application=${encodeURIComponent(skuId)}`
}

/** The receipt from the capture answer, the visa type and the address the eVisa goes to. */
export function receiptOf(
  capture: CaptureOrderResponse['data'],
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
