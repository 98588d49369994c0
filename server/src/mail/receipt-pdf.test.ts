// The receipt PDF as a viewer reads it (pdf.js's text extraction): every Latin-script name spelled
// as stored, and the words of the mail's language, from the mail catalogue.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import type { TextItem } from 'pdfjs-dist/types/src/display/api'
import { describe, expect, it } from 'vitest'
import type { Language } from '../../../shared/languages'
import type { GroupReceiptMail, ReceiptMail } from './mail-kinds'
import { m } from './paraglide/messages.js'
import { receiptPdf } from './receipt-pdf'

const receipt: ReceiptMail = {
  kind: 'receipt',
  skuId: 'A0000000000000AA',
  name: 'ŁUKASZ WIŚNIEWSKI',
  amount: '85.00',
  currency: 'USD',
  captureId: '3C679366HH908993F',
  paidAt: '2026-11-27T10:20:00.000Z',
}

const group: GroupReceiptMail = {
  kind: 'group-receipt',
  skuId: 'A0000000000000AA',
  name: 'NGUYỄN VĂN AN',
  amount: '170.00',
  currency: 'USD',
  captureId: '3C679366HH908993F',
  paidAt: '2026-11-27T10:20:00.000Z',
  travellers: [
    { skuId: 'A0000000000000AA', name: 'NGUYỄN VĂN AN', amount: '85.00' },
    { skuId: 'B0000000000000BB', name: 'ŞAHİN DVOŘÁK', amount: '85.00' },
  ],
}

interface Piece {
  text: string
  x: number
}

/** The page's text pieces, line by line, in the order the content draws them. */
async function piecesOf(pdf: Buffer): Promise<Piece[][]> {
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise
  try {
    const content = await (await document.getPage(1)).getTextContent()
    const lines: Piece[][] = [[]]
    for (const item of content.items as TextItem[]) {
      lines.at(-1)?.push({ text: item.str, x: item.transform[4] ?? 0 })
      if (item.hasEOL) lines.push([])
    }
    return lines.filter((line) => line.length > 0)
  } finally {
    await document.destroy()
  }
}

/** The text of each line, its pieces (a piece per font) put together. */
async function linesOf(pdf: Buffer): Promise<string[]> {
  return (await piecesOf(pdf)).map((line) => line.map((piece) => piece.text).join(''))
}

const fact = (label: string, value: string, locale: Language) => m.fact({ label, value }, { locale })

describe('the receipt PDF', () => {
  it('spells a Polish name as it is stored', async () => {
    const lines = await linesOf(await receiptPdf(receipt))
    expect(lines).toContain(
      fact(m.receipt_pdf_received_from({}, { locale: 'en' }), 'ŁUKASZ WIŚNIEWSKI', 'en'),
    )
    expect(lines.join('\n')).not.toContain('?')
  })

  it("spells every traveller's name of a group receipt: Vietnamese, Turkish, Czech", async () => {
    const text = (await linesOf(await receiptPdf(group))).join('\n')
    expect(text).toContain('NGUYỄN VĂN AN: application A0000000000000AA, 85.00 USD')
    expect(text).toContain('ŞAHİN DVOŘÁK: application B0000000000000BB, 85.00 USD')
    expect(text).toContain('Received from: NGUYỄN VĂN AN')
    expect(text).not.toContain('?')
  })

  it('spells a name typed with combining marks, composed where the font has the letter', async () => {
    const text = (
      await linesOf(await receiptPdf({ ...receipt, name: 'NGUYE\u0302\u0303N THI\u0323 MAI' }))
    ).join('\n')
    expect(text.normalize('NFC')).toContain('NGUYỄN THỊ MAI')
  })

  it.each(['de', 'ru', 'zh'] as const)('is written in %s, the words the catalogue has', async (locale) => {
    const lines = await linesOf(await receiptPdf({ ...receipt, lang: locale }))
    const text = lines.join('\n')
    expect(lines).toContain(m.receipt_title({}, { locale }))
    expect(lines).toContain(fact(m.receipt_pdf_received_from({}, { locale }), receipt.name, locale))
    expect(lines).toContain(fact(m.application_number({}, { locale }), receipt.skuId, locale))
    expect(lines).toContain(fact(m.receipt_capture_id({}, { locale }), receipt.captureId, locale))
    expect(text).toContain(fact(m.receipt_amount({}, { locale }), '', locale))
    expect(text).toContain(fact(m.receipt_date({}, { locale }), '', locale))
    expect(lines).toContain(m.receipt_pdf_service({}, { locale }))
    expect(text).not.toContain('?')
    expect(text).not.toContain('Payment receipt')
  })

  it('writes the amount and the date as the receipt mail in that language does', async () => {
    const lines = await linesOf(await receiptPdf({ ...receipt, amount: '1085.00', lang: 'de' }))
    expect(lines).toContain('Betrag: 1.085,00 USD')
    expect(lines).toContain('Datum: 27. November 2026')
  })

  it('is written in Arabic from the right: the title, and each label right of its value', async () => {
    const pdf = await receiptPdf({ ...receipt, lang: 'ar' })
    const lines = await piecesOf(pdf)
    // pdf.js gives the letters of Arabic's joined forms back (NFKC), each word's in its own order,
    // the words of a line in the order they stand from the left; it may put a space inside a word
    // where a mark sits on a letter, and leaves control codes for some marks.
    const letters = (text: string) => text.normalize('NFKC').replace(/[\p{Cc}\s]/gu, '')
    const title = m.receipt_title({}, { locale: 'ar' })
    const drawn = lines.map((line) => letters(line.map((piece) => piece.text).join('')))
    expect(drawn).toContain(letters(title.split(' ').reverse().join('')))
    const [label] = m.receipt_pdf_received_from({}, { locale: 'ar' }).split(' ')
    const nameLine = lines.find((line) => line.some((piece) => piece.text.includes('UKASZ')))
    const at = (found: (text: string) => boolean) =>
      nameLine?.find((piece) => found(letters(piece.text)))?.x ?? Number.NaN
    expect(nameLine?.map((piece) => piece.text).join('')).toContain('ŁUKASZ WIŚNIEWSKI')
    expect(at((text) => text.includes(letters(label ?? '-')))).toBeGreaterThan(
      at((text) => text.includes('UKASZ')),
    )
    const text = lines
      .flat()
      .map((piece) => piece.text)
      .join('')
    expect(text).not.toContain('?')
    expect(text).toContain(receipt.skuId)
  })

  it('embeds only the glyphs it draws: a receipt stays small', async () => {
    for (const locale of ['en', 'zh', 'ar'] as const) {
      expect((await receiptPdf({ ...group, lang: locale })).length).toBeLessThan(60_000)
    }
  })
})
