// The MIME text of the product's own mails, written directly: nodemailer's composer builds a tree
// of nodes, streams and transforms for every message (about 0.7 ms of CPU a mail on the server's
// request thread, most of what a mail cost beside its create: docs/performance.md), where the
// product's mails have one fixed shape: text and HTML as alternatives, maybe PDF attachments.
// What this does not cover plainly (an address or file name outside plain ASCII) goes through
// nodemailer as before, so every message stays correct; the words themselves may be any language.
import { createHash } from 'node:crypto'
import addressparser from 'nodemailer/lib/addressparser'
import type Mail from 'nodemailer/lib/mailer'

/** An address this writes itself: printable ASCII without anything that needs quoting. */
const PLAIN_ADDRESS = /^[A-Za-z0-9!#$%&'*+\-/=?^_`{|}~.]+@[A-Za-z0-9\-.]+$/
/** A display name that can stand as a quoted string as it is. */
const PLAIN_NAME = /^[\x20-\x7e]*$/
/** A file name that can stand in a quoted parameter as it is. */
const PLAIN_FILE_NAME = /^[A-Za-z0-9 ._()-]+$/

const CRLF = '\r\n'

/** RFC 2047 encoded words of at most 39 bytes of UTF-8 each (64 characters a word), never splitting a character. */
function encodedWords(text: string): string[] {
  const words: string[] = []
  let chunk = ''
  let bytes = 0
  for (const character of text) {
    const size = Buffer.byteLength(character)
    if (bytes + size > 39) {
      words.push(chunk)
      chunk = ''
      bytes = 0
    }
    chunk += character
    bytes += size
  }
  if (chunk || words.length === 0) words.push(chunk)
  return words.map((word) => `=?UTF-8?B?${Buffer.from(word).toString('base64')}?=`)
}

/** A header line, its value encoded when it is not plain ASCII or too long for one line. */
function textHeader(name: string, value: string): string {
  const line = `${name}: ${value}`
  if (PLAIN_NAME.test(value) && line.length <= 78) return line
  // Adjacent encoded words join without the space between them (RFC 2047 §6.2).
  return `${name}: ${encodedWords(value).join(`${CRLF} `)}`
}

interface Mailbox {
  name: string
  address: string
}

const parsedAddresses = new Map<string, Mailbox | null>()

/** One mailbox from "Name <a@b>" or "a@b", or null when it is not one this writes plainly. */
function mailbox(value: string): Mailbox | null {
  // A bare plain address (every recipient the product stores) is its own mailbox: nodemailer's
  // address parser was about 30 µs a mail, with a recipient rarely seen twice.
  if (PLAIN_ADDRESS.test(value) && !value.includes('..')) return { name: '', address: value }
  let parsed = parsedAddresses.get(value)
  if (parsed === undefined) {
    const [first, ...rest] = addressparser(value, { flatten: true })
    parsed =
      first && rest.length === 0 && PLAIN_ADDRESS.test(first.address) && !first.address.includes('..')
        ? { name: first.name, address: first.address }
        : null
    // The sender's own address repeats in every mail; a recipient's rarely does.
    if (parsedAddresses.size < 1000) parsedAddresses.set(value, parsed)
  }
  return parsed
}

function addressHeader(name: string, box: Mailbox): string {
  if (!box.name) return `${name}: ${box.address}`
  const display = PLAIN_NAME.test(box.name)
    ? `"${box.name.replace(/[\\"]/g, '\\$&')}"`
    : encodedWords(box.name).join(`${CRLF} `)
  // An encoded name's last word and the address may not fit one line: the address then folds.
  return `${name}: ${display}${PLAIN_NAME.test(box.name) ? ' ' : `${CRLF} `}<${box.address}>`
}

function base64Lines(content: string | Buffer): string {
  const encoded = (typeof content === 'string' ? Buffer.from(content) : content).toString('base64')
  const lines: string[] = []
  for (let at = 0; at < encoded.length; at += 76) lines.push(encoded.slice(at, at + 76))
  return lines.join(CRLF)
}

/** RFC 5322's date: "Fri, 27 Nov 2026 23:29:00 +0000". */
function mailDate(date: Date): string {
  return date.toUTCString().replace(/GMT$/, '+0000')
}

interface Attachment {
  filename: string
  content: Buffer
  contentType: string
}

/**
 * The message's bytes, or null when it holds something written only through nodemailer (an
 * address or file name outside plain ASCII, or content not given as text and bytes).
 * Boundaries come from the Message-ID, so every attempt of one mail is the same bytes.
 */
export function composeMime(message: Mail.Options): Buffer | null {
  const { from, to, replyTo, subject, messageId, date, html, text } = message
  if (typeof from !== 'string' || typeof to !== 'string' || typeof subject !== 'string') return null
  if (typeof messageId !== 'string' || !(date instanceof Date)) return null
  if (typeof html !== 'string' || typeof text !== 'string') return null
  if (replyTo !== undefined && typeof replyTo !== 'string') return null
  const attachments = (message.attachments ?? []) as Attachment[]
  for (const attachment of attachments) {
    if (!Buffer.isBuffer(attachment.content) || typeof attachment.filename !== 'string') return null
    if (
      !PLAIN_FILE_NAME.test(attachment.filename) ||
      !/^[a-z]+\/[a-z0-9.+-]+$/.test(attachment.contentType)
    ) {
      return null
    }
  }
  const sender = mailbox(from)
  const recipient = mailbox(to)
  const answerTo = replyTo === undefined ? undefined : mailbox(replyTo)
  if (!sender || !recipient || answerTo === null) return null

  const tag = createHash('sha256').update(messageId).digest('hex').slice(0, 24)
  const alternative = `----=_alt_${tag}`
  const mixed = `----=_mixed_${tag}`
  const headers = [
    addressHeader('From', sender),
    addressHeader('To', recipient),
    ...(answerTo ? [addressHeader('Reply-To', answerTo)] : []),
    textHeader('Subject', subject),
    `Message-ID: ${messageId}`,
    `Date: ${mailDate(date)}`,
    'MIME-Version: 1.0',
  ]
  const words = [
    `--${alternative}`,
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    base64Lines(text),
    `--${alternative}`,
    'Content-Type: text/html; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    base64Lines(html),
    `--${alternative}--`,
  ]
  const lines =
    attachments.length === 0
      ? [...headers, `Content-Type: multipart/alternative;${CRLF} boundary="${alternative}"`, '', ...words]
      : [
          ...headers,
          `Content-Type: multipart/mixed;${CRLF} boundary="${mixed}"`,
          '',
          `--${mixed}`,
          `Content-Type: multipart/alternative;${CRLF} boundary="${alternative}"`,
          '',
          ...words,
          ...attachments.flatMap((attachment) => [
            `--${mixed}`,
            `Content-Type: ${attachment.contentType}; name="${attachment.filename}"`,
            'Content-Transfer-Encoding: base64',
            `Content-Disposition: attachment; filename="${attachment.filename}"`,
            '',
            base64Lines(attachment.content),
          ]),
          `--${mixed}--`,
        ]
  return Buffer.from(lines.join(CRLF) + CRLF)
}
