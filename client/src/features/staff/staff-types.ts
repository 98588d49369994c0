// The staff API's wire types, under the names these screens use.
export type {
  ApplicationDetailAnswer as ApplicationDetail,
  AuditEntry,
  QueueAnswer as QueuePage,
  QueueRow,
  SetupInfoAnswer as SetupInfo,
  SetupPasswordAnswer as Enrolment,
  StaffAccount,
  StaffMailEntry,
  StaffMember,
  StaffRole,
} from '../../../../shared/staff'
