// What other features may use of staff/ (docs/conventions.md, "Boundaries"): they import '../staff',
// never a file inside it. The routes are not here: app.ts registers them.
export { appendAudit } from './audit.repository'
export { onStatusChanged } from './status-events'
export { addStaffMember } from './team.service'
