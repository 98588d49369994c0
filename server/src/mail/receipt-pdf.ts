// The payment receipt attached to the receipt mail, drawn with pdf-lib from the facts the mail
// states, in the mail's language: its words are the mail catalogue's, its amounts and date are
// written as the mail writes them (mail-language.ts). The text is set in embedded Noto fonts
// (pdf-text.ts), so every name in Latin script (Polish, Czech, Turkish, Vietnamese…) is spelled
// as it is stored, and Russian, Chinese and Arabic receipts read as the mail does. An Arabic
// receipt runs from the right: each line is set against the right margin, a label on the right
// and its value (a Latin name, a number, an amount) to its left.
import { PDFDocument, rgb } from 'pdf-lib'
import { AGENCY } from '../../../shared/agency'
import type { GroupReceiptMail, ReceiptMail } from './mail-kinds'
import { formatMailAmount, formatMailDate, mailLanguage, textDirection } from './mail-language'
import { m } from './paraglide/messages.js'
import { drawLine, PdfFonts, shapeLine, type Weight } from './pdf-text'

const PAGE: [number, number] = [595.28, 841.89]
const MARGIN = 56
const INK = rgb(0.12, 0.16, 0.2)

interface Line {
  text: string
  size?: number
  weight?: Weight
  /** The space from this line's baseline to the next one's. */
  gap?: number
}

/**
 * A value set apart for the bidirectional algorithm (FSI … PDI), taking its direction from its own
 * first letter: in an Arabic line a Latin name, an application number or "1,085.00 USD" reads left
 * to right as a whole, in its place in the sentence, and an Arabic date from the right.
 */
const isolate = (value: string) => `\u2068${value}\u2069`

/** The receipt's lines, top to bottom, in the mail's language. */
function linesOf(receipt: ReceiptMail | GroupReceiptMail): Line[] {
  const locale = mailLanguage(receipt)
  const fact = (label: string, value: string) =>
    m.fact({ label: isolate(label), value: isolate(value) }, { locale })
  const money = (amount: string) =>
    m.money({ amount: formatMailAmount(amount, locale), currency: receipt.currency }, { locale })
  const lines: Line[] = [
    { text: AGENCY.name, size: 16, weight: 700, gap: 30 },
    { text: m.receipt_title({}, { locale }), size: 22, weight: 700, gap: 40 },
    { text: fact(m.receipt_pdf_received_from({}, { locale }), receipt.name) },
  ]
  if (receipt.kind === 'group-receipt') {
    for (const traveller of receipt.travellers) {
      const details = m.group_receipt_traveller(
        { number: isolate(traveller.skuId), fee: isolate(money(traveller.amount)) },
        { locale },
      )
      lines.push({ text: fact(traveller.name, details) })
    }
    lines.push({ text: fact(m.group_receipt_total({}, { locale }), money(receipt.amount)) })
  } else {
    lines.push({ text: fact(m.application_number({}, { locale }), receipt.skuId) })
    lines.push({ text: fact(m.receipt_amount({}, { locale }), money(receipt.amount)) })
  }
  lines.push(
    { text: fact(m.receipt_capture_id({}, { locale }), receipt.captureId) },
    { text: fact(m.receipt_date({}, { locale }), formatMailDate(receipt.paidAt, locale)), gap: 40 },
    { text: m.receipt_pdf_service({}, { locale }), size: 10 },
    { text: `${AGENCY.supportEmail}  ${AGENCY.supportPhone}`, size: 10 },
  )
  return lines
}

export async function receiptPdf(receipt: ReceiptMail | GroupReceiptMail): Promise<Buffer> {
  const locale = mailLanguage(receipt)
  const direction = textDirection(locale)
  const pdf = await PDFDocument.create()
  pdf.setTitle(
    receipt.kind === 'group-receipt'
      ? m.group_receipt_preview({ count: String(receipt.travellers.length) }, { locale })
      : m.receipt_preview({ number: receipt.skuId }, { locale }),
  )
  pdf.setAuthor(AGENCY.name)
  pdf.setLanguage(locale)
  pdf.setCreationDate(new Date(receipt.paidAt))
  const page = pdf.addPage(PAGE)
  const fonts = new PdfFonts(pdf)
  const lines = await Promise.all(
    linesOf(receipt).map(async ({ text, size = 12, weight = 400, gap = 22 }) => ({
      shaped: await shapeLine(text, { size, weight, direction }, fonts),
      gap,
    })),
  )
  let y = 780
  for (const { shaped, gap } of lines) {
    drawLine(page, shaped, direction === 'rtl' ? PAGE[0] - MARGIN - shaped.width : MARGIN, y, INK)
    y -= gap
  }
  return Buffer.from(await pdf.save())
}
