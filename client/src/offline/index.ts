// The offline core's public face: what the screens use of the device's side of the app. Features
// import from here, never from a file inside the layer; the layer itself imports no feature
// (biome.json), so the screens sit on it and not the other way round. Two callers name a file
// instead: main.tsx starts the sync engine from `sync-runtime` by a dynamic import (which keeps
// every export of what it names), and lib/'s request helpers ask the gate in `connectivity` and
// keep access keys in `idb`; tests import what they test directly.

// The connectivity gate and the traveller's "Work offline" switch (ADR 014).
export { getConnectivity, WORK_OFFLINE_QUERY } from './connectivity'
// Diagnostics the traveller can export from the sync panel.
export { collectDiagnostics, saveDiagnostics } from './diagnostics'
// Drafts on this device: the data the form typed, the store, and the journal that outlives a crash.
export { draftDisplayName, formatSavedAt, hasAnswers, UNTITLED_DRAFT } from './draft-data'
export { replayJournal } from './draft-journal'
export {
  addTraveller,
  createDraft,
  type Draft,
  type DraftEdits,
  deleteDraft,
  discardApplicationEdits,
  findDraftBySkuId,
  GroupFullError,
  getDraft,
  getPassportFile,
  listGroupDrafts,
  markPaid,
  openDraftForApply,
  resolveConflict,
  saveDraftData,
  savePassportFile,
} from './draft-store'
// Storage trouble the traveller has to hear about.
export { storageProblemMessage } from './idb'
// Payment receipts kept on this device.
export { fetchReceipt, getReceipt, type Receipt, receiptHref, receiptOf, saveReceipt } from './receipts'
// The one submit command for applications, their changes and contact messages.
export { type SubmitResult, submitApplication, submitChanges, submitContactMessage } from './submit'
// The sync engine and what is still waiting to be sent.
export type { SyncEngine, SyncStatus as SyncStatusValue } from './sync-engine'
export { listQueue, NO_CONNECTION_TEXT, type QueueItem } from './sync-queue'
export { getSyncEngine, quiesceSync } from './sync-runtime'
// React hooks over all of the above.
export {
  type AutosaveOptions,
  type AutosaveState,
  flushAllDraftSaves,
  useDraftAutosave,
} from './use-draft-autosave'
export { useDraft, useDraftOfApplication, useDrafts } from './use-drafts'
export { useOnline, useWorkingOffline } from './use-online'
export { useQueue } from './use-queue'
export { useStorageProblem, useSyncStatus } from './use-sync-status'
