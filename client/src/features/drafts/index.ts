// What the rest of the app uses of the drafts feature. The install and update prompts are not here:
// the root route loads them lazily from their own modules, and the update prompt needs the PWA
// plugin's virtual module, which the prerendering of the information pages does not have.

export { type DraftData, draftDisplayName, formatSavedAt, pickDraftData, UNTITLED_DRAFT } from './draft-data'
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
  queueSubmit,
  queueUpdate,
  recordUpdateSent,
  resolveConflict,
  saveDraftData,
  savePassportFile,
} from './draft-store'
export { PartialFilledPage } from './partial-filled-page'
export type { SyncSnapshot, SyncStatus as SyncStatusValue } from './sync-engine'
export { getSyncEngine } from './sync-runtime'
export { SYNC_STATUS_TEXT, SyncStatus, type SyncStatusProps } from './sync-status-indicator'
export {
  type AutosaveOptions,
  type AutosaveState,
  flushAllDraftSaves,
  useDraftAutosave,
} from './use-draft-autosave'
export { useDraft, useDraftOfApplication, useDrafts } from './use-drafts'
export { useStorageProblem, useSyncStatus } from './use-sync-status'
