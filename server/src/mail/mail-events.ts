// What queues which mail. Each function runs inside the caller's transaction, beside the change
// that causes the mail, and is keyed by its event so that repeating the change queues nothing new.
import type { Insertable, Kysely } from 'kysely'
import type { ApplicationStatus } from '../../../shared/application-status'
import type { ContactMessage } from '../../../shared/contact'
import { FEE_CURRENCY, feeForApplication, formatFee } from '../../../shared/fees'
import type { Language } from '../../../shared/languages'
import type { ApplicationRow, Database, MailOutboxTable } from '../db/database'
import { lockResource } from '../db/transaction'
import { greetingName } from './mail-kinds'
import {
  countMailsSince,
  mailOutboxRow,
  type QueuedMail,
  queueMail,
  supersedePendingMails,
} from './mail-outbox.repository'

async function liveApplication(db: Kysely<Database>, skuId: string): Promise<ApplicationRow | undefined> {
  return db
    .selectFrom('applications')
    .selectAll()
    .where('sku_id', '=', skuId)
    .where('purged_at', 'is', null)
    .executeTakeFirst()
}

type ReceivedFacts = Pick<
  ApplicationRow,
  'email' | 'title' | 'given_names' | 'surname' | 'nationality' | 'visa_type' | 'language'
>

/**
 * "Application received": its number and how to pay. Call in create-application's transaction,
 * with the columns just inserted (`inserted`) so the new application is not read back; without them
 * it is read.
 */
export async function queueReceivedMail(
  db: Kysely<Database>,
  skuId: string,
  at: string,
  inserted?: ReceivedFacts,
): Promise<boolean> {
  const row = inserted ?? (await liveApplication(db, skuId))
  if (!row) return false
  return queueMail(db, receivedMail(skuId, at, row))
}

/**
 * The outbox row of a new application's "received" mail, for a create that writes it in a
 * statement of its own (PostgreSQL); inserted on conflict of its event_key, nothing.
 */
export function receivedMailRow(skuId: string, at: string, row: ReceivedFacts): Insertable<MailOutboxTable> {
  return mailOutboxRow(receivedMail(skuId, at, row))
}

/** The "received" mail of a new application, from the columns it is stored with. */
function receivedMail(skuId: string, at: string, row: ReceivedFacts): QueuedMail {
  return {
    eventKey: `received:${skuId}`,
    to: row.email,
    skuId,
    at,
    payload: {
      kind: 'received',
      lang: row.language,
      skuId,
      name: greetingName(row, row.language),
      amount: formatFee(feeForApplication({ nationality: row.nationality, visaType: row.visa_type })),
      currency: FEE_CURRENCY,
    },
  }
}

export interface CaptureFacts {
  captureId: string
  /** The total PayPal took. */
  amount: string
  currency: string
  capturedAt: string
  /** Each application the capture paid, and its fee. */
  items: { skuId: string; amount: string }[]
}

/**
 * The payment receipts, each with a PDF drawn at send time. Call in capture's transaction. One
 * application: its receipt to its address. Several of a group: one receipt listing every traveller
 * to the group's contact (the address of its first traveller), and their own receipt to each
 * traveller whose address is another, so nobody paid for goes without one.
 */
export async function queueReceiptMails(
  db: Kysely<Database>,
  capture: CaptureFacts,
  at: string,
): Promise<void> {
  const rows = await db
    .selectFrom('applications')
    .selectAll()
    .where(
      'sku_id',
      'in',
      capture.items.map((item) => item.skuId),
    )
    .where('purged_at', 'is', null)
    .execute()
  const paid = capture.items.flatMap((item) => {
    const row = rows.find((each) => each.sku_id === item.skuId)
    return row ? [{ row, amount: item.amount }] : []
  })
  const [first] = paid
  if (!first) return
  const single = (row: ApplicationRow, amount: string, eventKey: string) =>
    queueMail(db, {
      eventKey,
      to: row.email,
      skuId: row.sku_id,
      at,
      payload: {
        kind: 'receipt',
        lang: row.language,
        skuId: row.sku_id,
        name: greetingName(row, row.language),
        amount,
        currency: capture.currency,
        captureId: capture.captureId,
        paidAt: capture.capturedAt,
      },
      attachments: [{ type: 'receipt-pdf', name: `receipt-${row.sku_id}.pdf` }],
    })
  if (capture.items.length === 1) {
    await single(first.row, capture.amount, `receipt:${capture.captureId}`)
    return
  }
  const contact =
    (first.row.group_id &&
      (await db
        .selectFrom('applications')
        .selectAll()
        .where('group_id', '=', first.row.group_id)
        .where('purged_at', 'is', null)
        .orderBy('id')
        .executeTakeFirst())) ||
    first.row
  await queueMail(db, {
    eventKey: `receipt:${capture.captureId}`,
    to: contact.email,
    skuId: first.row.sku_id,
    at,
    payload: {
      kind: 'group-receipt',
      lang: contact.language,
      skuId: first.row.sku_id,
      name: greetingName(contact, contact.language),
      amount: capture.amount,
      currency: capture.currency,
      captureId: capture.captureId,
      paidAt: capture.capturedAt,
      travellers: paid.map(({ row, amount }) => ({
        skuId: row.sku_id,
        name: greetingName(row, contact.language),
        amount,
      })),
    },
    attachments: [{ type: 'receipt-pdf', name: `receipt-${first.row.sku_id}.pdf` }],
  })
  const contactAddress = contact.email.trim().toLowerCase()
  for (const { row, amount } of paid) {
    if (row.email.trim().toLowerCase() === contactAddress) continue
    await single(row, amount, `receipt:${capture.captureId}:${row.sku_id}`)
  }
}

export interface StatusChange {
  skuId: string
  status: ApplicationStatus
  /** What the traveller is told: the correction needed, or why it was rejected. */
  reason?: string | null
  /** What makes this change unique (the history row's id); default its time. */
  eventId?: string | number
  /** ISO time of the change; default now. */
  at?: string
}

/**
 * The traveller's mail for a status change: correction needed, approved (the eVisa attached, read
 * from applications.evisa_filename) or rejected. Other statuses mail nothing. Call inside the
 * transaction that changes the status, after the row holds the new eVisa file and reason.
 * Returns whether a mail was queued.
 */
export async function queueStatusMail(db: Kysely<Database>, change: StatusChange): Promise<boolean> {
  const at = change.at ?? new Date().toISOString()
  const row = await liveApplication(db, change.skuId)
  if (!row) return false
  const { skuId } = change
  const eventKey = `status:${skuId}:${change.status}:${change.eventId ?? at}`
  const lang = row.language
  const name = greetingName(row, lang)
  const reason = (change.reason ?? row.status_reason ?? '').trim()
  const base = { eventKey, to: row.email, skuId, at }
  switch (change.status) {
    case 'NEEDS_CORRECTION':
      return queueMail(db, { ...base, payload: { kind: 'correction', lang, skuId, name, reason } })
    case 'REJECTED':
      return queueMail(db, { ...base, payload: { kind: 'rejected', lang, skuId, name, reason } })
    case 'APPROVED':
      if (!row.evisa_filename)
        throw new Error('An approved application needs its eVisa file before the mail.')
      return queueMail(db, {
        ...base,
        payload: { kind: 'approved', lang, skuId, name },
        attachments: [{ type: 'upload', filename: row.evisa_filename, name: `eVisa-${skuId}.pdf` }],
      })
    default:
      return false
  }
}

export const EVISA_RESENDS_A_DAY = 3
const DAY_MS = 24 * 3600 * 1000

/**
 * Lost eVisa: the approved mail again, to the address on file, when the passport number matches.
 * At most EVISA_RESENDS_A_DAY a day per application. Returns whether a mail was queued; the caller
 * answers the same either way.
 */
export async function queueEvisaResend(
  db: Kysely<Database>,
  {
    skuId,
    passportNumber,
    now,
    language,
  }: {
    skuId: string
    passportNumber: string
    now: number
    /** The language of the page that asked; the application's when not given. */
    language?: Language
  },
): Promise<boolean> {
  const row = await liveApplication(db, skuId)
  if (!row || row.passport_number !== passportNumber) return false
  if (row.application_status !== 'APPROVED' || !row.evisa_filename) return false
  // The day's resends of one application are counted and added by one writer at a time.
  await lockResource(db, `evisa-resend:${skuId}`)
  const prefix = `evisa-resend:${skuId}:`
  const at = new Date(now).toISOString()
  if ((await countMailsSince(db, prefix, new Date(now - DAY_MS).toISOString())) >= EVISA_RESENDS_A_DAY) {
    return false
  }
  return queueMail(db, {
    eventKey: `${prefix}${at}`,
    to: row.email,
    skuId,
    at,
    payload: {
      kind: 'approved',
      lang: language ?? row.language,
      skuId,
      name: greetingName(row, language ?? row.language),
    },
    attachments: [{ type: 'upload', filename: row.evisa_filename, name: `eVisa-${skuId}.pdf` }],
  })
}

/**
 * The corrected eVisa after staff replaced a wrong one: call in the replacement's transaction,
 * after the row names the new file. Mails still waiting with the old file are given up.
 */
export async function queueEvisaReplacedMail(
  db: Kysely<Database>,
  { skuId, replaced, at }: { skuId: string; replaced: string; at: string },
): Promise<boolean> {
  const row = await liveApplication(db, skuId)
  if (!row?.evisa_filename) return false
  await supersedePendingMails(db, { skuId, filename: replaced })
  return queueMail(db, {
    eventKey: `evisa-replaced:${skuId}:${at}`,
    to: row.email,
    skuId,
    at,
    payload: {
      kind: 'evisa-replaced',
      lang: row.language,
      skuId,
      name: greetingName(row, row.language),
    },
    attachments: [{ type: 'upload', filename: row.evisa_filename, name: `eVisa-${skuId}.pdf` }],
  })
}

/** A contact message: a copy to the agency (answerable with Reply) and a note to the sender. */
export async function queueContactMails(
  db: Kysely<Database>,
  {
    messageId,
    message,
    agencyEmail,
    at,
  }: { messageId: number; message: ContactMessage; agencyEmail: string; at: string },
): Promise<void> {
  await queueMail(db, {
    eventKey: `contact:${messageId}:agency`,
    to: agencyEmail,
    at,
    payload: {
      kind: 'contact-agency',
      name: message.Given_Name,
      email: message.Email,
      contactNumber: message.contact_no,
      nationality: message.Nationality,
      remarks: message.remarks,
    },
  })
  await queueMail(db, {
    eventKey: `contact:${messageId}:ack`,
    to: message.Email,
    at,
    // In the language of the contact page; the agency's copy above stays English.
    payload: message.language ? { kind: 'contact-ack', lang: message.language } : { kind: 'contact-ack' },
  })
}
