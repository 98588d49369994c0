// What the rest of the app uses of the drafts feature.

export { type DraftData, draftDisplayName, pickDraftData, UNTITLED_DRAFT } from './draft-data'
export { type DraftsChange, subscribeDraftsChanged } from './draft-events'
export {
  createDraft,
  type Draft,
  type DraftConflict,
  DraftNotFoundError,
  type DraftSyncState,
  deleteDraft,
  deletePassportFile,
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
  queueSubmit,
  queueUpdate,
  resolveConflict,
  saveDraftData,
  savePassportFile,
} from './draft-store'
export { PartialFilledPage } from './partial-filled-page'
export type { SyncSnapshot, SyncStatus as SyncStatusValue } from './sync-engine'
export { getSyncEngine } from './sync-runtime'
export { type AutosaveState, flushAllDraftSaves, useDraftAutosave } from './use-draft-autosave'
export { useDraft, useDrafts } from './use-drafts'
export { useStorageProblem, useSyncStatus } from './use-sync-status'
