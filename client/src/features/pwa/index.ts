// What the rest of the app uses of the installable-app feature: install, update, and the header's
// save status.

export { DRAFT_EDITING_PATHS, SyncStatus as DraftSyncStatus } from './draft-sync-status'
export { INSTALL_LABEL, InstallButton, type InstallButtonProps, InstallOffer } from './install-button'
export { SYNC_STATUS_TEXT, SyncStatus, type SyncStatusProps } from './sync-status-indicator'
export { UpdatePrompt, type UpdatePromptProps } from './update-prompt'
