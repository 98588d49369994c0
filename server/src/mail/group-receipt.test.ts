// The receipt of one payment for a group: every traveller with their number and fee, and the total,
// in the language of the group's contact.
import { describe, expect, it } from 'vitest'
import type { GroupReceiptMail } from './mail-kinds'
import { subjectOf } from './mail-kinds'
import { renderMail } from './mail-templates'

const receipt: GroupReceiptMail = {
  kind: 'group-receipt',
  skuId: 'A0000000000000AA',
  name: 'Amelia Rose Fernando',
  amount: '180.00',
  currency: 'USD',
  captureId: 'CAPTURE123',
  paidAt: '2026-11-28T01:00:00Z',
  travellers: [
    { skuId: 'A0000000000000AA', name: 'Amelia Rose Fernando', amount: '85.00' },
    { skuId: 'B0000000000000BB', name: 'Ravi Fernando', amount: '95.00' },
  ],
}

describe('the receipt of a group payment', () => {
  it('lists every traveller, their number and fee, and the total', async () => {
    const { text } = await renderMail(receipt, 'https://evisa.example')
    expect(text).toContain('Ravi Fernando: application B0000000000000BB, 95.00 USD')
    expect(text).toContain('Amelia Rose Fernando: application A0000000000000AA, 85.00 USD')
    expect(text).toContain('Total: 180.00 USD')
    expect(subjectOf(receipt)).toBe('Payment receipt for 2 applications: A0000000000000AA, B0000000000000BB')
  })

  it("is written in the contact's language", async () => {
    const { text } = await renderMail({ ...receipt, lang: 'de' }, 'https://evisa.example')
    expect(text).toContain('Antrag B0000000000000BB')
    expect(text).toContain('Gesamtbetrag')
    expect(subjectOf({ ...receipt, lang: 'de' })).toBe(
      'Zahlungsbeleg für 2 Anträge: A0000000000000AA, B0000000000000BB',
    )
  })
})
