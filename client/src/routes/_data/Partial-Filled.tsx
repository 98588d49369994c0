import { createFileRoute } from '@tanstack/react-router'
import { PartialFilledPage } from '../../features/drafts'
// By file, not the feature's index: the index also brings the update prompt, whose
// virtual:pwa-register module exists only in the browser build, not in the prerender.
import { InstallOffer } from '../../features/pwa/install-button'
import { loadMessages, withLanguage } from '../../lib/i18n'

export const Route = createFileRoute('/_data/Partial-Filled')({
  beforeLoad: () => loadMessages('device', 'form', 'flow'),
  component: withLanguage(MyApplications),
})

// Coming back to the list is when keeping the app on the home screen is worth offering.
function MyApplications() {
  return <PartialFilledPage aside={<InstallOffer />} />
}
