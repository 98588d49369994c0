// A mail's bytes composed on the renderer's thread (mail-render-worker.mjs), once its words are
// drawn: the request loop then only hands them to the transport.
import { messageOf } from './mail-envelope'
import type { MailPayload } from './mail-kinds'
import { composeMime } from './mail-mime'
import type { ComposeWith, RenderedMail } from './mail-renderer'

/**
 * The message's bytes, or nothing when this mail is composed by the sender instead: a mail with
 * attachments (read from the file store, which this thread does not hold), or one composeMime
 * leaves to nodemailer.
 */
export function composedMail(
  { row, from }: ComposeWith,
  payload: MailPayload,
  words: RenderedMail,
): { mime?: Uint8Array } {
  if (row.attachments !== '[]') return {}
  try {
    const mime = composeMime(messageOf(row, payload, from, words, []))
    return mime ? { mime } : {}
  } catch {
    // The sender composes it then, and says what went wrong if it fails there too.
    return {}
  }
}
