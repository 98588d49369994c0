import { createFileRoute } from '@tanstack/react-router'
import { SyncPanelPage } from '../features/drafts/sync-panel-page'
import { loadMessages, withLanguage } from '../lib/i18n'

export const Route = createFileRoute('/Sync')({
  beforeLoad: () => loadMessages('device', 'form'),
  component: withLanguage(SyncPanelPage),
})
