// The staff API's answers as this client reads them (README, "Back-office"). Kept here until the
// server's shared wire types exist; the field names follow the API exactly.
import type { ApplicationRecord } from '../../../../shared/application'
import type { ApplicationStatus } from '../../../../shared/application-status'

export type StaffRole = 'admin' | 'agent'

export interface StaffMember {
  email: string
  role: StaffRole
}

export interface SetupInfo {
  email: string
  role: StaffRole
}

export interface Enrolment {
  secret: string
  otpauthUrl: string
  qrSvg: string
}

export interface QueueRow {
  number: string
  name: string
  nationality: string
  visaType: string
  arrival: string
  payment: string
  status: ApplicationStatus
  updated: string
  urgent: boolean
}

export interface QueuePage {
  rows: QueueRow[]
  total: number
  page: number
  pageSize: number
  counts: Partial<Record<ApplicationStatus, number>>
}

export interface AuditEntry {
  at: string
  actor: string
  action: string
  detail?: string | null
}

export interface MailEntry {
  at?: string
  to?: string
  subject?: string
  kind?: string
  status?: string
}

export interface ApplicationDetail {
  application: ApplicationRecord
  passportCopy: { url: string; contentType: string } | null
  visitor: { ip: string | null; country: string | null; city: string | null } | null
  payment: {
    orderId: string | null
    captureId: string | null
    amount: string | number | null
    currency: string | null
    mode: string | null
    capturedAt: string | null
  } | null
  /** The work status (the answer's own `status` is its success flag). */
  applicationStatus: ApplicationStatus
  allowedMoves: ApplicationStatus[]
  authorityReference: string | null
  statusReason: string | null
  evisa: { url: string } | null
  audit: AuditEntry[]
  mails: MailEntry[]
}

export interface StaffAccount {
  id: string | number
  email: string
  role: StaffRole
  /** "active", "disabled", "pending" (setup not finished), or "locked"; shown as given. */
  state?: string
  disabled?: boolean
}
