// The payment receipt attached to the receipt mail, drawn with pdf-lib from the facts the mail
// states. The standard fonts cover Latin-1 only; anything else is shown as "?" rather than failing.
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib'
import { AGENCY } from '../../../shared/agency'
import type { GroupReceiptMail, ReceiptMail } from './mail-kinds'

function latin1(value: string): string {
  return value.replace(/[^\x20-\x7e\xa0-\xff]/g, '?')
}

export async function receiptPdf(receipt: ReceiptMail | GroupReceiptMail): Promise<Buffer> {
  const pdf = await PDFDocument.create()
  pdf.setTitle(
    receipt.kind === 'group-receipt'
      ? `Receipt for ${receipt.travellers.length} applications`
      : `Receipt for application ${receipt.skuId}`,
  )
  pdf.setAuthor(AGENCY.name)
  pdf.setCreationDate(new Date(receipt.paidAt))
  const page = pdf.addPage([595.28, 841.89])
  const regular = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  let y = 780
  const line = (value: string, { size = 12, font = regular, gap = 22 } = {}) => {
    page.drawText(latin1(value), { x: 56, y, size, font, color: rgb(0.12, 0.16, 0.2) })
    y -= gap
  }
  line(AGENCY.name, { size: 16, font: bold, gap: 30 })
  line('Payment receipt', { size: 22, font: bold, gap: 40 })
  line(`Received from: ${receipt.name}`)
  if (receipt.kind === 'group-receipt') {
    for (const traveller of receipt.travellers) {
      line(`${traveller.name}, application ${traveller.skuId}: ${traveller.amount} ${receipt.currency}`)
    }
    line(`Total: ${receipt.amount} ${receipt.currency}`)
  } else {
    line(`Application number: ${receipt.skuId}`)
    line(`Amount: ${receipt.amount} ${receipt.currency}`)
  }
  line(`PayPal capture id: ${receipt.captureId}`)
  line(`Date: ${receipt.paidAt.slice(0, 10)}`, { gap: 40 })
  line('For the Sri Lanka eVisa (ETA) application service.', { size: 10 })
  line(`${AGENCY.supportEmail}  ${AGENCY.supportPhone}`, { size: 10 })
  return Buffer.from(await pdf.save())
}
