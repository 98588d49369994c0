// Every answer of the API, by call: the one place a client fetch helper and a server route agree
// on (docs/site.md, "The calls"). The answers that sit beside their schemas in a feature module
// are re-exported here, so this file lists them all. A route returns its answer typed with these
// (`satisfies` or a return type), a fetch helper reads into them; a change on one side that the
// other does not follow fails `npm run typecheck`. Errors have one shape for all: ApiError in api.ts.
import type { ApplicationSummary, ApplicationWithFee } from './access'
import type { ApiError } from './api'

export type { ApplicationSummary, ApplicationWithFee, VerifyApplicationResponse } from './access'
export type { ApiError, FieldError } from './api'
export type { DraftResponse } from './draft'
export type {
  CaptureOrderResponse,
  CreateOrderResponse,
  PaymentTokenResponse,
  PayPalConfigResponse,
  ReceiptResponse,
} from './payments'
export type {
  ApplicationDetailAnswer,
  MeAnswer,
  OkAnswer,
  QueueAnswer,
  SetupInfoAnswer,
  SetupLinkAnswer,
  SetupPasswordAnswer,
  SignInAnswer,
  StaffListAnswer,
} from './staff'

// ---- Applications -------------------------------------------------------------------------

/** POST /api/srilanka/create-application (201 new, 200 a replay of the same Idempotency-Key). */
export interface CreateApplicationResponse {
  success: true
  message: string
  data: {
    sku_id: string
    /** The secret that lets this device read and change the application; kept in IndexedDB only. */
    access_key: string
  }
}

/** PUT /api/srilanka/update-application/{id}. */
export interface UpdateApplicationResponse {
  status: true
  message: string
  data: { sku_id: string }
}

/** What View-application answers: the full record with a valid key, the summary without one. */
export type ApplicationView = ApplicationSummary | ApplicationWithFee

/** GET /api/srilanka/View-application/{id}. */
export interface ViewApplicationResponse {
  status: true
  data: ApplicationView
}

// ---- Uploads ------------------------------------------------------------------------------

/** POST /api/upload (multipart, field `image`); the file is then served from /uploads/{filename}. */
export interface UploadResponse {
  success: true
  file: { filename: string }
}

// ---- Drafts -------------------------------------------------------------------------------

/** PUT /api/srilanka/drafts/{draftId}. */
export interface DraftSavedResponse {
  status: true
  draftId: string
  version: number
  updatedAt: string
}

/** The 409 of a stale draft version: the error shape plus the server's copy. */
export type DraftConflictAnswer = ApiError & {
  draft: { data: Record<string, unknown>; version: number; updatedAt: string }
}

// ---- Contact and mail ---------------------------------------------------------------------

/** POST /api/srilanka/createContactUS. */
export interface ContactResponse {
  success: true
  message: string
}

/** POST /returning-applicant and /resend-evisa: the same words whether or not anything matched. */
export interface MailRequestResponse {
  status: true
  message: string
}

/** POST /returning-applicant/{token}: the fields a one-time link fills (REUSABLE_FIELDS, children). */
export interface ReuseLinkResponse {
  status: true
  data: Record<string, unknown>
}
