import { afterAll, describe, expect, it } from 'vitest'
import type { MailOutboxRow } from '../db/database'
import { messageOf } from './mail-envelope'
import type { MailPayload } from './mail-kinds'
import { buildMessage } from './mail-message'
import { composeMime } from './mail-mime'
import { type RenderedMail, workerMailRenderer } from './mail-renderer'
import { renderMail } from './mail-templates'

const PUBLIC_URL = 'https://evisa.example.test'
const RECEIVED: MailPayload = {
  kind: 'received',
  skuId: 'ABCDEFGHJKMNPQRS',
  name: 'Ms Amelia Rose Fernando',
  amount: '50.00',
  currency: 'USD',
}

const FROM = 'Sri Lanka eVisa <no-reply@evisa.example.test>'
const RECEIVED_ROW: MailOutboxRow = {
  id: 7,
  event_key: 'received:ABCDEFGHJKMNPQRS',
  kind: 'received',
  sku_id: 'ABCDEFGHJKMNPQRS',
  recipient: 'amelia@example.test',
  subject: 'We have received your application ABCDEFGHJKMNPQRS',
  payload: JSON.stringify(RECEIVED),
  attachments: '[]',
  message_id: '<received.ABCDEFGHJKMNPQRS@evisa.example.test>',
  state: 'pending',
  attempts: 0,
  next_attempt_at: '2026-11-28T10:00:00.000Z',
  last_error: null,
  created_at: '2026-11-28T10:00:00.000Z',
  sent_at: null,
} as MailOutboxRow

describe('the mail renderer thread', () => {
  const renderer = workerMailRenderer()
  afterAll(() => renderer.close())

  it('draws the "received" mail word for word as the templates do in the server itself', async () => {
    const [inWorker, inProcess] = await Promise.all([
      renderer.render(RECEIVED, PUBLIC_URL),
      renderMail(RECEIVED, PUBLIC_URL),
    ])
    expect(inWorker).toEqual(inProcess)
    expect(inWorker.text).toContain('ABCDEFGHJKMNPQRS')
  }, 60_000)

  it('answers a mail it cannot draw with an error (the sender retries it) and goes on drawing the next', async () => {
    const broken = null as unknown as MailPayload
    await expect(renderer.render(broken, PUBLIC_URL)).rejects.toThrow(/could not be rendered/)
    expect((await renderer.render(RECEIVED, PUBLIC_URL)).html).toContain('ABCDEFGHJKMNPQRS')
  }, 60_000)

  it('draws the renders asked for together (a batch) each for its own mail, a broken one failing alone', async () => {
    const numbers = ['ABCDEFGHJKMNPQR1', 'ABCDEFGHJKMNPQR2', 'ABCDEFGHJKMNPQR3']
    const renders = [
      ...numbers.map((skuId) => renderer.render({ ...RECEIVED, skuId }, PUBLIC_URL)),
      renderer.render(null as unknown as MailPayload, PUBLIC_URL),
    ]
    const results = await Promise.allSettled(renders)
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
    ])
    for (const [index, skuId] of numbers.entries()) {
      const result = results[index]
      expect(result?.status === 'fulfilled' && result.value.text).toContain(skuId)
      for (const other of numbers.filter((number) => number !== skuId)) {
        expect(result?.status === 'fulfilled' && result.value.text).not.toContain(other)
      }
    }
  }, 60_000)

  it("composes a mail's bytes on its own thread, byte for byte what the sender would compose", async () => {
    const words = await renderer.render(RECEIVED, PUBLIC_URL, { row: RECEIVED_ROW, from: FROM })
    const bySender = composeMime(messageOf(RECEIVED_ROW, RECEIVED, FROM, words, []))
    expect(bySender).not.toBeNull()
    expect(words.mime && Buffer.from(words.mime).toString('latin1')).toBe(bySender?.toString('latin1'))
    // A mail with attachments is composed by the sender, which reads them from the file store.
    const withAttachment = {
      ...RECEIVED_ROW,
      attachments: '[{"type":"upload","filename":"x","name":"x.pdf"}]',
    }
    expect(
      (await renderer.render(RECEIVED, PUBLIC_URL, { row: withAttachment, from: FROM })).mime,
    ).toBeUndefined()
    // Not asked to compose: only the words, as before.
    expect((await renderer.render(RECEIVED, PUBLIC_URL)).mime).toBeUndefined()
  }, 60_000)

  it("draws a receipt mail's PDF on its own thread, and the sender attaches those bytes", async () => {
    const receipt: MailPayload = {
      kind: 'receipt',
      skuId: 'ABCDEFGHJKMNPQRS',
      name: 'ŁUKASZ WIŚNIEWSKI',
      amount: '50.00',
      currency: 'USD',
      captureId: '3C679366HH908993F',
      paidAt: '2026-11-27T10:20:00.000Z',
    }
    const row = {
      ...RECEIPT_ROW_BASE,
      payload: JSON.stringify(receipt),
      attachments: '[{"type":"receipt-pdf","name":"receipt-ABCDEFGHJKMNPQRS.pdf"}]',
    }
    const words = await renderer.render(receipt, PUBLIC_URL, { row, from: FROM })
    expect(words.receiptPdf && Buffer.from(words.receiptPdf).subarray(0, 5).toString('latin1')).toBe('%PDF-')
    // Only a row that attaches a receipt gets one drawn.
    expect(
      (await renderer.render(receipt, PUBLIC_URL, { row: { ...row, attachments: '[]' }, from: FROM }))
        .receiptPdf,
    ).toBeUndefined()
    const message = await buildMessage(row, {
      from: FROM,
      publicUrl: PUBLIC_URL,
      files: { read: async () => undefined } as never,
      render: async () => words as RenderedMail,
    })
    const attached = message.attachments?.[0]?.content as Buffer
    expect(Buffer.compare(attached, Buffer.from(words.receiptPdf ?? []))).toBe(0)
    // The sender never draws one itself: a render without it fails the mail, which is retried.
    await expect(
      buildMessage(row, {
        from: FROM,
        publicUrl: PUBLIC_URL,
        files: { read: async () => undefined } as never,
        render: async () => ({ html: words.html, text: words.text }),
      }),
    ).rejects.toThrow(/receipt PDF was not drawn/)
  }, 60_000)
})

const RECEIPT_ROW_BASE: MailOutboxRow = {
  ...RECEIVED_ROW,
  id: 8,
  event_key: 'receipt:ABCDEFGHJKMNPQRS',
  kind: 'receipt',
  subject: 'Payment receipt for application ABCDEFGHJKMNPQRS',
  message_id: '<receipt.ABCDEFGHJKMNPQRS@evisa.example.test>',
}
