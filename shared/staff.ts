// The back-office API's wire types and rules (README, "Back-office"), shared by the staff screens
// and the server. Every call lives under STAFF_API and answers JSON with `status: true`, or the
// API's error shape with `status: false`.
import * as v from 'valibot'
import type { ApplicationRecord } from './application'
import { APPLICATION_STATUSES, type ApplicationStatus } from './application-status'
import { PAYMENT_STATUSES, type PaymentStatus } from './options'

export const STAFF_API = '/api/staff'

export const STAFF_ROLES = ['admin', 'agent'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

export const MIN_STAFF_PASSWORD_LENGTH = 12
/** Longer passwords only cost hashing time; no password manager makes one this long. */
export const MAX_STAFF_PASSWORD_LENGTH = 256

export const STAFF_MESSAGES = {
  signInRequired: 'Please sign in.',
  signInFailed: 'Email, password or authentication code is wrong.',
  tooManyTries: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  passwordTooCommon:
    'This password is too common or too easy to guess. Choose a longer phrase of unrelated words.',
  setupLinkInvalid: 'This setup link is invalid or has expired.',
  passwordTooShort: `The password must be at least ${MIN_STAFF_PASSWORD_LENGTH} characters.`,
  codeWrong: 'The authentication code is wrong. Enter the 6 digits your app shows now.',
  crossSite: 'Requests from other sites are refused.',
  adminOnly: 'Only an administrator can do this.',
  applicationNotFound: 'Application not found.',
} as const

export interface StaffMember {
  email: string
  role: StaffRole
}

export interface SetupInfoAnswer {
  status: true
  email: string
  role: StaffRole
}

export interface SetupPasswordAnswer {
  status: true
  /** The TOTP secret in base32, to type into an authenticator app ("Secret: …"). */
  secret: string
  otpauthUrl: string
  /** The otpauth URL as a QR code: a complete <svg> element. */
  qrSvg: string
}

export interface SignInAnswer {
  status: true
  staff: StaffMember
}

export type MeAnswer = SignInAnswer

export interface OkAnswer {
  status: true
}

export const SetupPasswordSchema = v.object({
  password: v.pipe(
    v.string(STAFF_MESSAGES.passwordTooShort),
    v.minLength(MIN_STAFF_PASSWORD_LENGTH, STAFF_MESSAGES.passwordTooShort),
    v.maxLength(
      MAX_STAFF_PASSWORD_LENGTH,
      `The password must be at most ${MAX_STAFF_PASSWORD_LENGTH} characters.`,
    ),
  ),
})

const SixDigits = v.pipe(v.string(), v.trim(), v.regex(/^\d{6}$/, 'Enter the 6-digit authentication code.'))

export const SetupConfirmSchema = v.object({ code: SixDigits })

export const SignInSchema = v.object({
  email: v.pipe(v.string(), v.trim(), v.maxLength(320)),
  password: v.pipe(v.string(), v.maxLength(MAX_STAFF_PASSWORD_LENGTH)),
  code: v.pipe(v.string(), v.trim(), v.maxLength(10)),
})

// ---- The queue ----------------------------------------------------------------------------

export const QUEUE_SORTS = [
  'urgency',
  'number',
  'name',
  'nationality',
  'visa',
  'arrival',
  'payment',
  'status',
  'updated',
] as const
export type QueueSort = (typeof QUEUE_SORTS)[number]

export const QUEUE_PAGE_SIZES = [10, 25, 50, 100] as const
export const DEFAULT_QUEUE_PAGE_SIZE = 50
/** Paid, not yet decided, and arriving within this many days (or already past): "Urgent". */
export const URGENT_WITHIN_DAYS = 4

export const QUEUE_DIRECTIONS = ['asc', 'desc'] as const

const wholeNumber = (max: number) =>
  v.pipe(
    v.union([v.string(), v.number()]),
    v.transform(Number),
    v.integer('Must be a whole number.'),
    v.minValue(1, 'Must be 1 or more.'),
    v.maxValue(max, `Must be at most ${max}.`),
  )

/** Each parameter of the queue's query, once: the API and the back-office's address both use them. */
const QUEUE_PARAMETERS = {
  page: wholeNumber(100_000),
  pageSize: wholeNumber(100),
  sort: v.picklist(QUEUE_SORTS, 'Unknown sort.'),
  dir: v.picklist(QUEUE_DIRECTIONS, 'dir must be asc or desc.'),
  status: v.picklist(APPLICATION_STATUSES, 'Unknown status.'),
  payment: v.picklist(PAYMENT_STATUSES, `payment must be ${PAYMENT_STATUSES.join(' or ')}.`),
  q: v.pipe(v.string(), v.trim(), v.maxLength(320)),
}

/** The queue's query string, as the API checks it: bad input is refused. */
export const QueueQuerySchema = v.object({
  page: v.optional(QUEUE_PARAMETERS.page, 1),
  pageSize: v.optional(QUEUE_PARAMETERS.pageSize, DEFAULT_QUEUE_PAGE_SIZE),
  sort: v.optional(QUEUE_PARAMETERS.sort, 'urgency'),
  dir: v.optional(QUEUE_PARAMETERS.dir, 'asc'),
  status: v.optional(QUEUE_PARAMETERS.status),
  payment: v.optional(QUEUE_PARAMETERS.payment),
  q: v.optional(QUEUE_PARAMETERS.q),
})
export type QueueQuery = v.InferOutput<typeof QueueQuerySchema>

/**
 * The same parameters in the back-office's address (its filters, sort and page are shareable and
 * Back works): anything malformed there falls back to the default instead, so an old or mistyped
 * link still opens the queue. The page size is the screen's own.
 */
export const QueueSearchSchema = v.object({
  page: v.fallback(v.optional(QUEUE_PARAMETERS.page), undefined),
  sort: v.fallback(v.optional(QUEUE_PARAMETERS.sort), undefined),
  dir: v.fallback(v.optional(QUEUE_PARAMETERS.dir), undefined),
  status: v.fallback(v.optional(QUEUE_PARAMETERS.status), undefined),
  payment: v.fallback(v.optional(QUEUE_PARAMETERS.payment), undefined),
  q: v.fallback(v.optional(QUEUE_PARAMETERS.q), undefined),
})
export type QueueSearch = v.InferOutput<typeof QueueSearchSchema>

export interface QueueRow {
  number: string
  /** "SURNAME GIVEN NAMES". */
  name: string
  nationality: string
  visaType: string
  /** Intended arrival, YYYY-MM-DD. */
  arrival: string
  payment: PaymentStatus
  status: ApplicationStatus
  /** ISO timestamp of the last change. */
  updated: string
  urgent: boolean
  /** The group of travellers it was applied and paid with (a random id); null when alone. */
  group: string | null
}

export interface QueueAnswer {
  status: true
  rows: QueueRow[]
  total: number
  page: number
  pageSize: number
  /** Applications per status, over the whole store (not the filters), for the counts on top. */
  counts: Record<ApplicationStatus, number>
}

// ---- One application ----------------------------------------------------------------------

export interface AuditEntry {
  /** ISO timestamp. */
  at: string
  /** The staff member's e-mail, "traveller" or "system". */
  actor: string
  action: AuditAction
  detail: string
}

export const AUDIT_ACTIONS = [
  'sign-in',
  'sign-in-failed',
  'sign-out',
  'open-application',
  'open-passport-copy',
  'open-evisa',
  'status-change',
  'replace-evisa',
  'view-queue',
  'export',
  'staff-add',
  'staff-disable',
  'staff-reset',
  'staff-setup',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

export interface ApplicationDetailAnswer {
  status: true
  application: ApplicationRecord
  passportCopy: { url: string; contentType: string } | null
  visitor: { ip: string; country: string; city: string }
  payment: {
    orderId: string
    captureId: string
    /** This application's fee. */
    amount: string
    /** What the capture took in all: the amount, or more when it paid a group at once. */
    orderTotal: string
    currency: string
    /** "live", "sandbox" or "simulator": where the capture was made. */
    mode: string
    capturedAt: string
  } | null
  /**
   * Same as application.application_status. Named so because `status` is the answer's success
   * flag, as in every other answer of the API.
   */
  applicationStatus: ApplicationStatus
  allowedMoves: ApplicationStatus[]
  authorityReference: string | null
  statusReason: string | null
  evisa: { url: string } | null
  /** Newest first. */
  audit: AuditEntry[]
  /** Filled by the e-mail work; always [] for now. */
  mails: StaffMailEntry[]
  /** The travellers it was applied with, itself included, first traveller first; null when alone. */
  group: {
    id: string
    members: { number: string; name: string; payment: 'UNPAID' | 'COMPLETED'; status: ApplicationStatus }[]
  } | null
}

/** Fields of POST /applications/:number/status (JSON, or multipart with the `evisa` file). */
export const StatusChangeSchema = v.object({
  status: v.picklist(APPLICATION_STATUSES, 'Choose a status.'),
  note: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(2000, 'The note must be at most 2000 characters.')),
    '',
  ),
  reason: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(2000, 'The reason must be at most 2000 characters.')),
    '',
  ),
  authorityReference: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(200, 'The authority reference must be at most 200 characters.')),
    '',
  ),
})
export type StatusChange = v.InferOutput<typeof StatusChangeSchema>

const REPLACE_EVISA_MESSAGES_NOTE = 'Say what was wrong with the eVisa it replaces.'

export const STATUS_CHANGE_MESSAGES = {
  reasonRequired: 'Give the reason the traveller will read.',
  referenceRequired: "Give the authority's reference.",
  evisaRequired: 'Attach the eVisa as a PDF file (field "eVisa file").',
  evisaNotPdf: 'The eVisa must be a PDF file.',
  moveRefused: (from: ApplicationStatus) => `This move is not allowed from ${from}.`,
} as const

/** Fields of POST /applications/:number/evisa (multipart, with the new `evisa` file). */
export const ReplaceEvisaSchema = v.object({
  // A missing note is an empty one, so it gets the same message.
  note: v.optional(
    v.pipe(
      v.string(REPLACE_EVISA_MESSAGES_NOTE),
      v.trim(),
      v.minLength(1, REPLACE_EVISA_MESSAGES_NOTE),
      v.maxLength(2000, 'The note must be at most 2000 characters.'),
    ),
    '',
  ),
})
export type ReplaceEvisa = v.InferOutput<typeof ReplaceEvisaSchema>

export const REPLACE_EVISA_MESSAGES = {
  note: REPLACE_EVISA_MESSAGES_NOTE,
  notApproved: 'Only the eVisa of an approved application can be replaced.',
  sameFile: 'This is the eVisa already attached. Choose the corrected file.',
} as const

/** Statuses that need a reason the traveller reads. */
export const STATUSES_NEEDING_REASON: readonly ApplicationStatus[] = ['NEEDS_CORRECTION', 'REJECTED']

// ---- Staff management (admins) ------------------------------------------------------------

export interface StaffAccount {
  id: number
  email: string
  role: StaffRole
  /** pending: setup link not yet used; active; disabled. */
  state: 'pending' | 'active' | 'disabled'
  createdAt: string
  lastSignInAt: string | null
}

export interface StaffListAnswer {
  status: true
  staff: StaffAccount[]
}

export interface SetupLinkAnswer {
  status: true
  setupUrl: string
}

export const AddStaffSchema = v.object({
  email: v.pipe(
    v.string(),
    v.trim(),
    v.toLowerCase(),
    v.email('Enter a valid e-mail address.'),
    v.maxLength(320),
  ),
  role: v.picklist(STAFF_ROLES, 'The role must be admin or agent.'),
})

/** A mail of the application, as the outbox keeps it (state: pending, sent or failed). */
export interface StaffMailEntry {
  kind: string
  to: string
  subject: string
  state: 'pending' | 'sent' | 'failed'
  attempts: number
  queuedAt: string
  sentAt: string | null
  /** Why the last try failed (the server's code, never the mail's words). */
  lastError: string | null
}
