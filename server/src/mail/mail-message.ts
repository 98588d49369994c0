// Turns an outbox row into the message the transport sends: rendered words, the attachments read
// by reference, and the row's own Message-ID and date, so every attempt is the same message.
import type Mail from 'nodemailer/lib/mailer'
import { UPLOAD_NAME_PATTERN } from '../../../shared/application'
import type { MailOutboxRow } from '../db/database'
import type { FileStore } from '../files/file-store'
import { messageOf } from './mail-envelope'
import type { AttachmentRef, MailPayload } from './mail-kinds'
import type { RenderedMail } from './mail-renderer'

export interface MessageContext {
  from: string
  publicUrl: string
  files: FileStore
  /**
   * Draws the words, and a receipt mail's PDF: in the server, the worker thread of
   * mail-renderer.ts, asked with the mail's row, so neither is drawn on the request loop.
   */
  render(payload: MailPayload, publicUrl: string): Promise<RenderedMail>
}

async function attachment(
  ref: AttachmentRef,
  payload: MailPayload,
  files: FileStore,
  rendering: Promise<RenderedMail>,
) {
  if (ref.type === 'receipt-pdf') {
    if (payload.kind !== 'receipt' && payload.kind !== 'group-receipt') {
      throw new Error('A receipt PDF belongs to a receipt mail.')
    }
    const drawn = (await rendering).receiptPdf
    if (!drawn) throw new Error('The receipt PDF was not drawn with the mail.')
    const content = Buffer.from(drawn.buffer, drawn.byteOffset, drawn.byteLength)
    return { filename: ref.name, content, contentType: 'application/pdf' }
  }
  // Only names this server made: never a path out of the uploads folder.
  if (!UPLOAD_NAME_PATTERN.test(ref.filename)) throw new Error('Not an upload name.')
  return {
    filename: ref.name,
    content: await readStoredFile(files, ref.filename),
    contentType: 'application/pdf',
  }
}

async function readStoredFile(files: FileStore, filename: string): Promise<Buffer> {
  const content = await files.read(filename)
  if (!content) throw new Error('An attached file is missing.')
  return content
}

export async function buildMessage(row: MailOutboxRow, context: MessageContext): Promise<Mail.Options> {
  const payload = JSON.parse(row.payload) as MailPayload
  const refs = JSON.parse(row.attachments) as AttachmentRef[]
  const rendering = context.render(payload, context.publicUrl)
  const [words, attachments] = await Promise.all([
    rendering,
    Promise.all(refs.map((ref) => attachment(ref, payload, context.files, rendering))),
  ])
  // Composed already on the renderer's thread (a mail without attachments): only the envelope,
  // which the SMTP transport takes from From and To, is added here.
  if (words.mime && refs.length === 0) {
    return {
      from: context.from,
      to: row.recipient,
      raw: Buffer.from(words.mime.buffer, words.mime.byteOffset, words.mime.byteLength),
    }
  }
  return messageOf(row, payload, context.from, words, attachments)
}

/** The .eml file of a row: one name per mail, so a repeated attempt overwrites its own file. */
export function emlFileName(row: Pick<MailOutboxRow, 'id' | 'kind'>): string {
  return `${String(row.id).padStart(8, '0')}-${row.kind}.eml`
}
