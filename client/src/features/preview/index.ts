// What the rest of the app uses of the preview feature; route files mount its screens.

export { alertOnce } from './alert-once'
export {
  ApplicationSections,
  ChildrenTable,
  Pairs,
  PassportCopyView,
  Section,
} from './application-sections'
export { CHANGES_SENT_MESSAGE, markChangesSent } from './changes-sent'
export type { LoadedApplication, LockedApplication } from './load-application'
