// The staff API's wire types, under the names these screens use.
export type {
  ApplicationDetailAnswer as ApplicationDetail,
  AuditEntry,
  QueueAnswer as QueuePage,
  QueueRow,
  SetupInfoAnswer as SetupInfo,
  SetupPasswordAnswer as Enrolment,
  StaffAccount,
  StaffMember,
  StaffRole,
} from '../../../../shared/staff'

/** What the mails list reads of a mail, once the e-mail work sends them (the API types it unknown). */
