// The mails the site sends and the facts each states. The facts are fixed when the mail is queued
// (in the change's transaction), so the mail says what was true then; the HTML and text are drawn
// from them when it is sent. Links are kept as paths and completed with PUBLIC_URL at send time.
// A traveller's mail carries the language it is written in (`lang`, the application's); without
// one, as in mails queued before languages were recorded and in the agency's, it is English.
import type { Language } from '../../../shared/languages'
import { mailLanguage } from './mail-language'
import { m } from './paraglide/messages.js'

/** A mail to a traveller, in their language. */
interface TravellerMail {
  lang?: Language
}

export interface ReceivedMail extends TravellerMail {
  kind: 'received'
  skuId: string
  name: string
  amount: string
  currency: string
}

export interface ReceiptMail extends TravellerMail {
  kind: 'receipt'
  skuId: string
  name: string
  amount: string
  currency: string
  captureId: string
  paidAt: string
}

/** One payment for several travellers of a group, to the group's contact: each of them and the total. */
export interface GroupReceiptMail extends TravellerMail {
  kind: 'group-receipt'
  /** The first traveller the payment covers: the mail is filed under it. */
  skuId: string
  /** The contact's greeting name. */
  name: string
  /** The total PayPal took. */
  amount: string
  currency: string
  captureId: string
  paidAt: string
  travellers: { skuId: string; name: string; amount: string }[]
}

export interface CorrectionMail extends TravellerMail {
  kind: 'correction'
  skuId: string
  name: string
  reason: string
}

export interface ApprovedMail extends TravellerMail {
  kind: 'approved'
  skuId: string
  name: string
}

/** The eVisa again, corrected by staff after the approval mail carried a wrong file. */
export interface EvisaReplacedMail extends TravellerMail {
  kind: 'evisa-replaced'
  skuId: string
  name: string
}

export interface RejectedMail extends TravellerMail {
  kind: 'rejected'
  skuId: string
  name: string
  reason: string
}

export interface ContactAgencyMail {
  kind: 'contact-agency'
  name: string
  email: string
  contactNumber: string
  nationality: string
  remarks: string
}

/**
 * A fixed text with nothing the sender typed: the form takes any address, so echoing a name or
 * remarks would let anyone send their words, from the agency's address, to anyone.
 */
export interface ContactAckMail extends TravellerMail {
  kind: 'contact-ack'
}

export interface ReuseLinkMail extends TravellerMail {
  kind: 'reuse-link'
  /** The one-time link's path; the token in it is wiped from the outbox once the mail is sent. */
  path: string
  expiresAt: string
}

export type MailPayload =
  | ReceivedMail
  | ReceiptMail
  | GroupReceiptMail
  | CorrectionMail
  | ApprovedMail
  | EvisaReplacedMail
  | RejectedMail
  | ContactAgencyMail
  | ContactAckMail
  | ReuseLinkMail

export type MailKind = MailPayload['kind']

/** Attachments by reference: the outbox stays small and never holds a second copy of a passport file. */
export type AttachmentRef =
  | { type: 'upload'; filename: string; name: string }
  /** Drawn from the mail's own facts (a receipt or a group's receipt) when it is sent. */
  | { type: 'receipt-pdf'; name: string }

/** The subject, in the mail's language; the agency's own mail is English. */
export function subjectOf(payload: MailPayload): string {
  const locale = mailLanguage(payload)
  const number = 'skuId' in payload ? payload.skuId : ''
  switch (payload.kind) {
    case 'received':
      return m.received_subject({ number }, { locale })
    case 'receipt':
      return m.receipt_subject({ number }, { locale })
    case 'group-receipt':
      return m.group_receipt_subject(
        {
          count: String(payload.travellers.length),
          numbers: payload.travellers.map((each) => each.skuId).join(', '),
        },
        { locale },
      )
    case 'correction':
      return m.correction_subject({ number }, { locale })
    case 'approved':
      return m.approved_subject({ number }, { locale })
    case 'evisa-replaced':
      return m.replaced_subject({ number }, { locale })
    case 'rejected':
      return m.rejected_subject({ number }, { locale })
    case 'contact-agency':
      return `Contact form: a message from ${payload.name}`
    case 'contact-ack':
      return m.contact_ack_subject({}, { locale })
    case 'reuse-link':
      return m.reuse_subject({}, { locale })
  }
}

/**
 * The name a traveller is greeted with: "Ms Amelia Rose Fernando" in English. The form's titles
 * are English words, so the other languages greet by the name alone ("Guten Tag Amelia Rose
 * Fernando,"), in a greeting that needs no title.
 */
export function greetingName(
  row: { title: string; given_names: string; surname: string },
  language: Language = 'en',
): string {
  const title = row.title && language === 'en' ? row.title.charAt(0) + row.title.slice(1).toLowerCase() : ''
  return [title, row.given_names, row.surname].filter(Boolean).join(' ')
}
