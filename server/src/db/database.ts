// Table interfaces of the database (SQLite or PostgreSQL, docs/decisions/008-postgresql.md). Column names read as English; the mapping from the
// spec's wire names (visaType, other_name, Sri_Lankan_Company_telehone, ...) lives in
// applications/application-mapping.ts and nowhere else.
import type { Generated, Insertable, Selectable } from 'kysely'
import type { ApplicationStatus } from '../../../shared/application-status'
import type { Language } from '../../../shared/languages'
import type { PaymentStatus } from '../../../shared/options'
import type { AuditAction, StaffRole } from '../../../shared/staff'

/** Yes/no answers are stored as 0 or 1: SQLite has no boolean type. */
export type SqliteBoolean = 0 | 1

export interface ApplicationsTable {
  id: Generated<number>
  sku_id: string
  payment_status: PaymentStatus
  /** The agency's work status; Generated because the database defaults it to AWAITING_PAYMENT. */
  application_status: Generated<ApplicationStatus>
  /** The Sri Lankan authority's reference, once SUBMITTED. */
  authority_reference: string | null
  /** The issued eVisa PDF (a row of uploads), once APPROVED. */
  evisa_filename: string | null
  /** What the traveller is told: the correction needed, or why it was rejected. */
  status_reason: string | null
  visa_type: string
  passport_type: string
  surname: string
  given_names: string
  title: string
  date_of_birth: string
  gender: string
  country_of_birth: string
  nationality: string
  email: string
  occupation: string
  passport_number: string
  passport_issued_date: string
  passport_expiry_date: string
  country_last_14_days: string
  visa_required_days: string
  purpose_description: string
  intended_arrival_date: string
  purpose_of_visit: string
  address_line1: string
  address_line2: string
  city: string
  state: string
  postal_code: string
  country_or_region: string
  mobile_number: string
  address_in_sri_lanka: string
  applicant_company_name: string
  applicant_company_address: string
  applicant_company_city: string
  applicant_company_state: string
  applicant_company_postal_code: string
  applicant_company_country: string
  applicant_company_email: string
  sri_lankan_company_name: string
  sri_lankan_company_address: string
  sri_lankan_company_city: string
  sri_lankan_company_state: string
  sri_lankan_company_postal_code: string
  sri_lankan_company_telephone: string
  has_valid_residence_visa: SqliteBoolean
  is_currently_in_sri_lanka: SqliteBoolean
  has_multiple_entry_visa: SqliteBoolean
  passport_copy_filename: string
  /** The ip_address the browser sent on create (docs/site.md §7). Never answered back. */
  client_ip_address: string
  /** The address the server saw, and where GeoIP places it (docs/rules.md §2 "visitor context"). */
  visitor_ip: string
  visitor_country: string
  visitor_city: string
  created_at: string
  updated_at: string
  /** When retention (server/src/retention/) removed the personal data; null while kept whole. */
  purged_at: string | null
  /** The fee (shared/fees.ts) recorded when the purge clears the nationality, for the accounts. */
  fee_usd: number | null
  /** The group of travellers paying together (groups/), a random id; null for a traveller alone. */
  group_id: string | null
  /** The language the traveller's mails are written in; the database defaults it to English. */
  language: Generated<Language>
}

export interface ApplicationChildrenTable {
  id: Generated<number>
  application_id: number
  position: number
  surname: string
  given_name: string
  date_of_birth: string
  gender: string
  relationship: string
}

export interface ContactMessagesTable {
  id: Generated<number>
  name: string
  email: string
  contact_number: string
  nationality: string
  remarks: string
  created_at: string
  /** The sender's Idempotency-Key, when the device sent one (a message queued offline). */
  client_key: string | null
}

export interface DraftsTable {
  id: string
  /** The draft's data as JSON text. */
  data: string
  version: number
  created_at: string
  updated_at: string
}

export interface UploadsTable {
  filename: string
  content_type: string
  byte_size: number
  sha256: string
  created_at: string
}

/** A file's bytes, on PostgreSQL only (files/file-store.ts); empty on SQLite. */
export interface StoredFilesTable {
  filename: string
  content: Buffer
  created_at: string
}

/** A random secret every server on this database shares, by name (db/server-secrets.ts). */
export interface ServerSecretsTable {
  name: string
  /** 32 random bytes, base64url; the VAPID key pair as JSON (push/vapid-keys.ts). */
  value: string
  created_at: string
}

export interface IdempotencyKeysTable {
  key: string
  sku_id: string
  /** SHA-256 of the canonical JSON of the body the key was first used with. */
  body_hash: Generated<string>
  /** Keys older than 24 hours are expired: free for a new application. */
  created_at: string
}

/** A key that proves a device may read and change an application (access/). Only its hash. */
export interface ApplicationKeysTable {
  id: Generated<number>
  sku_id: string
  /** SHA-256 of the key, hex. */
  key_hash: string
  created_at: string
}

/** A PayPal order this server created (payments/). Amounts are PayPal's strings: "85.00". */
export interface PaymentOrdersTable {
  paypal_order_id: string
  sku_id: string
  amount: string
  currency: string
  status: 'CREATED' | 'COMPLETED' | 'REJECTED'
  /** The PayPal-Request-Id the order was created with. */
  request_id: string
  /** Bumped when PayPal refuses a capture, so the next try is a new request, not a replay. */
  capture_attempt: Generated<number>
  rejection_reason: Generated<string>
  /** Where the order was made; null for orders made before the mode was recorded. */
  mode: 'simulator' | 'sandbox' | 'live' | null
  created_at: string
  updated_at: string
}

/** An application an order pays, at the fee it was priced at (a single order has one). */
export interface PaymentOrderItemsTable {
  paypal_order_id: string
  sku_id: string
  /** PayPal's string: "85.00". */
  amount: string
  /** Where it was listed in the order, 0 first. */
  position: Generated<number>
  /** 1 once the order's capture is recorded: an application has at most one paid item. */
  paid: Generated<SqliteBoolean>
}

/** A capture PayPal confirmed and this server checked; at most one per order. */
export interface PaymentCapturesTable {
  capture_id: string
  paypal_order_id: string
  amount: string
  currency: string
  status: string
  captured_at: string
  created_at: string
}

export type MailState = 'pending' | 'sent' | 'failed'

/** One mail of the outbox (mail/). Times are ISO strings, like every other table's. */
export interface MailOutboxTable {
  id: Generated<number>
  /** What caused the mail, e.g. received:<number>; unique, so an event queues one mail only. */
  event_key: string
  kind: string
  sku_id: string | null
  recipient: string
  subject: string
  /** JSON: the facts the mail states, fixed when it was queued (mail/mail-kinds.ts). */
  payload: string
  /** JSON: attachments by reference (an uploads row, a receipt to draw), never their bytes. */
  attachments: Generated<string>
  /** The Message-ID every attempt of this mail carries, so a resent copy is recognisably the same. */
  message_id: string
  state: Generated<MailState>
  attempts: Generated<number>
  next_attempt_at: string
  /** Why the last attempt failed: the transport's code and response, never the mail's content. */
  last_error: string | null
  created_at: string
  sent_at: string | null
}

/** A device's push subscription for one application (push/): where and how to reach it. */
export interface PushSubscriptionsTable {
  id: Generated<number>
  sku_id: string
  /** The push service's address for this device; an allowed origin only (push/push-origins.ts). */
  endpoint: string
  /** The device's P-256 public key and 16-byte auth secret, base64url: what the message is encrypted to. */
  p256dh: string
  auth: string
  created_at: string
}

export type PushState = 'pending' | 'sent' | 'failed'

/** One message to one subscription (push/); deleted with its subscription. */
export interface PushOutboxTable {
  id: Generated<number>
  /** What caused it and for which subscription; unique, so an event queues one message each. */
  event_key: string
  subscription_id: number
  sku_id: string
  /** JSON: the PushMessage (shared/push.ts), fixed when queued. */
  payload: string
  state: Generated<PushState>
  attempts: Generated<number>
  next_attempt_at: string
  /** The push service's status code, never the endpoint. */
  last_error: string | null
  created_at: string
  sent_at: string | null
}

/** A returning applicant's one-time link: only the SHA-256 of its token is kept. */
export interface ReuseTokensTable {
  token_hash: string
  sku_id: string
  include_children: SqliteBoolean
  created_at: string
  expires_at: string
  used_at: string | null
}

/** A member of the agency's staff (staff/). Times are ISO strings. */
export interface StaffAccountsTable {
  id: Generated<number>
  /** Lower case. */
  email: string
  role: StaffRole
  /** better-auth's scrypt hash; null until setup is done, and again after a reset. */
  password_hash: string | null
  /** The TOTP secret, encrypted with the staff secret; null like the password. */
  totp_secret: string | null
  failed_sign_ins: Generated<number>
  locked_until: string | null
  disabled_at: string | null
  last_sign_in_at: string | null
  created_at: string
  /** The TOTP time step (30 s since the epoch) of the last code accepted: each code works once. */
  last_totp_step: number | null
}

/** A counter that guards something, reserved before the work it guards (limits/counters.ts). */
export interface LimitCountersTable {
  key: string
  count: number
  /** Milliseconds since the epoch when the count starts again from nothing. */
  window_ends: number
  /** Throttles: no try is allowed before this time (ms). */
  next_at: Generated<number>
  /** Throttles: the wait the last try set, doubled by the next one. */
  delay_ms: Generated<number>
}

export interface StaffSetupTokensTable {
  /** SHA-256 (hex) of the token in the setup link. */
  token_hash: string
  staff_id: number
  expires_at: string
  used_at: string | null
  password_hash: string | null
  totp_secret: string | null
  created_at: string
}

export interface StaffSessionsTable {
  /** SHA-256 (hex) of the token in the cookie. */
  token_hash: string
  staff_id: number
  created_at: string
  last_seen_at: string
  /** The absolute end, whatever the activity. */
  expires_at: string
}

/** Appended to only. */
export interface StaffAuditTable {
  id: Generated<number>
  at: string
  actor: string
  action: AuditAction
  application_number: string | null
  detail: Generated<string>
}

export interface Database {
  applications: ApplicationsTable
  application_children: ApplicationChildrenTable
  contact_messages: ContactMessagesTable
  drafts: DraftsTable
  uploads: UploadsTable
  stored_files: StoredFilesTable
  idempotency_keys: IdempotencyKeysTable
  application_keys: ApplicationKeysTable
  payment_orders: PaymentOrdersTable
  payment_order_items: PaymentOrderItemsTable
  payment_captures: PaymentCapturesTable
  mail_outbox: MailOutboxTable
  reuse_tokens: ReuseTokensTable
  staff_accounts: StaffAccountsTable
  staff_setup_tokens: StaffSetupTokensTable
  staff_sessions: StaffSessionsTable
  staff_audit: StaffAuditTable
  server_secrets: ServerSecretsTable
  limit_counters: LimitCountersTable
  push_subscriptions: PushSubscriptionsTable
  push_outbox: PushOutboxTable
}

export type ApplicationRow = Selectable<ApplicationsTable>
export type NewApplicationRow = Insertable<ApplicationsTable>
export type ApplicationChildRow = Selectable<ApplicationChildrenTable>
export type UploadRow = Selectable<UploadsTable>
export type MailOutboxRow = Selectable<MailOutboxTable>
export type PushSubscriptionRow = Selectable<PushSubscriptionsTable>
export type PushOutboxRow = Selectable<PushOutboxTable>
