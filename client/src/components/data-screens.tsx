import { Outlet } from '@tanstack/react-router'
import { Suspense } from 'react'
import { lazyRetried } from '../lib/lazy-retried'
import { PageSkeleton } from './page-skeleton'

const QueryProvider = lazyRetried(() => import('../lib/query-provider'))

/**
 * The layout of every screen that fetches data (routes/_data.tsx): React Query, loaded with the
 * first such screen. Its box keeps the footer below the fold until the screen arrives, or the
 * footer would jump down then (docs/performance.md, CLS).
 */
export function DataScreens() {
  return (
    <div className="data-screen">
      <Suspense fallback={<PageSkeleton />}>
        <QueryProvider>
          <Outlet />
        </QueryProvider>
      </Suspense>
    </div>
  )
}
