// What the rest of the app uses of the drafts feature: drafts on this device, their outbox and
// sync engine, autosave, the one submit command, and the Partial-Filled page. Import from here,
// never from a file inside the feature.

export {
  type DraftData,
  draftDisplayName,
  formatSavedAt,
  hasAnswers,
  pickDraftData,
  UNTITLED_DRAFT,
} from './draft-data'
export { type DraftsChange, subscribeDraftsChanged } from './draft-events'
export { replayJournal } from './draft-journal'
export {
  createDraft,
  type Draft,
  type DraftConflict,
  type DraftEdits,
  DraftNotFoundError,
  type DraftSyncState,
  deleteDraft,
  deletePassportFile,
  discardApplicationEdits,
  findDraftBySkuId,
  getDraft,
  getPassportFile,
  isUnfinished,
  latestUnfinishedDraft,
  listDrafts,
  markPaid,
  markSubmitted,
  openDraftForApply,
  type PassportFile,
  resolveConflict,
  saveDraftData,
  savePassportFile,
} from './draft-store'
export { type DraftEvent, transition } from './draft-transition'
export { PartialFilledPage } from './partial-filled-page'
export {
  type ContactResult,
  SEND_TIME_LIMIT_MS,
  type SubmitResult,
  submitApplication,
  submitChanges,
  submitContactMessage,
} from './submit'
export {
  type ApplicationSent,
  type SyncApi,
  SyncEngine,
  type SyncSnapshot,
  type SyncStatus as SyncStatusValue,
} from './sync-engine'
export type { QueueItem } from './sync-queue'
export { getSyncEngine, quiesceSync, startSync } from './sync-runtime'
export {
  type AutosaveOptions,
  type AutosaveState,
  flushAllDraftSaves,
  useDraftAutosave,
} from './use-draft-autosave'
export { useDraft, useDraftOfApplication, useDrafts } from './use-drafts'
export { useQueue } from './use-queue'
export { useStorageProblem, useSyncStatus } from './use-sync-status'
