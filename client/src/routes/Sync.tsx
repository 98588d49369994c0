import { createFileRoute } from '@tanstack/react-router'
import { loadMessages } from '../lib/i18n'
import { SyncPanelPage } from '../features/drafts/sync-panel-page'

export const Route = createFileRoute('/Sync')({
  beforeLoad: () => loadMessages('sync', 'drafts', 'pwa', 'preview', 'apply'),
  component: SyncPanelPage,
})
