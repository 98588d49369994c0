import { createFileRoute } from '@tanstack/react-router'
import { SyncPanelPage } from '../features/drafts/sync-panel-page'

export const Route = createFileRoute('/Sync')({
  component: SyncPanelPage,
})
