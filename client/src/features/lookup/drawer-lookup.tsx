import QueryProvider from '../../lib/query-provider'
import { ApplicationLookupForm } from './application-lookup-form'

export default function DrawerLookup({ onFound }: { onFound: () => void }) {
  return (
    <QueryProvider>
      <ApplicationLookupForm idPrefix="drawer" onFound={onFound} compact />
    </QueryProvider>
  )
}
