// "Your changes were sent": the edit page (/Apply/{id}) marks an application whose changes the
// server has just accepted, and its preview, opened next, says so once. Kept in memory only: a
// reload of the preview is not a new confirmation.
import { normalizeApplicationNumber } from '../../../../shared/application-number'
import { m } from '../../lib/i18n'

export const CHANGES_SENT_MESSAGE = {
  get text() {
    return m.preview_changes_sent()
  },
}

const sent = new Set<string>()

export function markChangesSent(skuId: string): void {
  sent.add(normalizeApplicationNumber(skuId))
}

/** Whether the changes of `skuId` were just sent; answers true once. */
export function takeChangesSent(skuId: string): boolean {
  return sent.delete(normalizeApplicationNumber(skuId))
}
