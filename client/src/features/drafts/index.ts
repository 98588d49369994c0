// What the rest of the app uses of the drafts feature.

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
export { InstallButton, type InstallButtonProps } from './install-button'
export { PartialFilledPage } from './partial-filled-page'
export type { SyncSnapshot, SyncStatus as SyncStatusValue } from './sync-engine'
export { getSyncEngine } from './sync-runtime'
export { SYNC_STATUS_TEXT, SyncStatus, type SyncStatusProps } from './sync-status-indicator'
export { UpdatePrompt, type UpdatePromptProps } from './update-prompt'
export {
  type AutosaveOptions,
  type AutosaveState,
  flushAllDraftSaves,
  useDraftAutosave,
} from './use-draft-autosave'
export { useDraft, useDraftOfApplication, useDrafts } from './use-drafts'
export { useStorageProblem, useSyncStatus } from './use-sync-status'
