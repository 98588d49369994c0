// What other features may use of groups/ (docs/conventions.md, "Boundaries"): they import '../groups',
// never a file inside it.
export { groupOfMember } from './group-view'
export { findGroupMembers, GroupRefused, groupSizeOf, groupToJoin } from './groups.repository'
