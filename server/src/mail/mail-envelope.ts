// The message an outbox row makes once its words are drawn: its own Message-ID and date, so every
// attempt is the same message. Apart from mail-message.ts, which reads attachments (and the PDF
// library), so the renderer's thread can compose a mail's bytes with nothing more than this.
import type Mail from 'nodemailer/lib/mailer'
import type { MailOutboxRow } from '../db/database'
import type { MailPayload } from './mail-kinds'

export function messageOf(
  row: MailOutboxRow,
  payload: MailPayload,
  from: string,
  words: { html: string; text: string },
  attachments: Mail.Attachment[],
): Mail.Options {
  return {
    from,
    to: row.recipient,
    replyTo: payload.kind === 'contact-agency' ? payload.email : undefined,
    subject: row.subject,
    messageId: row.message_id,
    date: new Date(row.created_at),
    html: words.html,
    text: words.text,
    // Base64, not quoted-printable, for the words: Node encodes it natively, where nodemailer's
    // quoted-printable encoder walks every byte of the one-line HTML in JavaScript, per mail,
    // on the server's request thread (0.6 of the composition's CPU, docs/performance.md).
    textEncoding: 'base64',
    attachments,
  }
}
