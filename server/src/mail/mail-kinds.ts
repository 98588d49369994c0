// The mails the site sends and the facts each states. The facts are fixed when the mail is queued
// (in the change's transaction), so the mail says what was true then; the HTML and text are drawn
// from them when it is sent. Links are kept as paths and completed with PUBLIC_URL at send time.

export interface ReceivedMail {
  kind: 'received'
  skuId: string
  name: string
  amount: string
  currency: string
}

export interface ReceiptMail {
  kind: 'receipt'
  skuId: string
  name: string
  amount: string
  currency: string
  captureId: string
  paidAt: string
}

/** One payment for several travellers of a group, to the group's contact: each of them and the total. */
export interface GroupReceiptMail {
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

export interface CorrectionMail {
  kind: 'correction'
  skuId: string
  name: string
  reason: string
}

export interface ApprovedMail {
  kind: 'approved'
  skuId: string
  name: string
}

/** The eVisa again, corrected by staff after the approval mail carried a wrong file. */
export interface EvisaReplacedMail {
  kind: 'evisa-replaced'
  skuId: string
  name: string
}

export interface RejectedMail {
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
export interface ContactAckMail {
  kind: 'contact-ack'
}

export interface ReuseLinkMail {
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

export function subjectOf(payload: MailPayload): string {
  switch (payload.kind) {
    case 'received':
      return `Application ${payload.skuId} received: how to pay`
    case 'receipt':
      return `Payment receipt for application ${payload.skuId}`
    case 'group-receipt':
      return `Payment receipt for ${payload.travellers.length} applications: ${payload.travellers.map((each) => each.skuId).join(', ')}`
    case 'correction':
      return `Application ${payload.skuId}: a correction is needed`
    case 'approved':
      return `Your eVisa: application ${payload.skuId} is approved`
    case 'evisa-replaced':
      return `Your corrected eVisa: application ${payload.skuId}`
    case 'rejected':
      return `Application ${payload.skuId} was not approved`
    case 'contact-agency':
      return `Contact form: a message from ${payload.name}`
    case 'contact-ack':
      return 'We received your message'
    case 'reuse-link':
      return 'Your link to apply again with your details'
  }
}

/** The name a traveller is greeted with: "Ms Amelia Rose Fernando". */
export function greetingName(row: { title: string; given_names: string; surname: string }): string {
  const title = row.title ? row.title.charAt(0) + row.title.slice(1).toLowerCase() : ''
  return [title, row.given_names, row.surname].filter(Boolean).join(' ')
}
