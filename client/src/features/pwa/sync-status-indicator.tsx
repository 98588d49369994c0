// The indicator in the header: whether what the traveller typed is safe, and where.
import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import {
  type SyncStatusValue as Status,
  type SyncEngine,
  storageProblemMessage,
  useStorageProblem,
  useSyncStatus,
} from '../../offline'

export const SYNC_STATUS_TEXT: Record<Status, string> = {
  offline: 'Offline — changes are saved on this device',
  syncing: 'Saving…',
  saved: 'All changes saved',
  pending: 'Waiting for connection',
  error: 'Some changes need your attention',
}

// A save that is over in a moment should not make a screen reader say "Saving…" then "All changes
// saved" every second while the traveller types: passing states show only when they last.
const SETTLE_MS = 600

function useSettledStatus(status: Status): Status {
  const passing = status === 'syncing' || status === 'pending'
  const [shown, setShown] = useState(status)
  useEffect(() => {
    if (!passing) {
      setShown(status)
      return
    }
    const timer = setTimeout(() => setShown(status), SETTLE_MS)
    return () => clearTimeout(timer)
  }, [status, passing])
  return shown
}

function Icon({ status }: { status: Status }) {
  const paths: Record<Status, string> = {
    // a cloud with a stroke through it
    offline: 'M4 16a4 4 0 0 1 1-7.9A6 6 0 0 1 16.6 7 4.5 4.5 0 0 1 19 15.7M3 3l18 18',
    // circular arrows
    syncing: 'M20 12a8 8 0 0 1-14 5.3M4 12a8 8 0 0 1 14-5.3M18 3v4h-4M6 21v-4h4',
    // a check mark
    saved: 'M5 12.5l4.5 4.5L19 7.5',
    // a clock
    pending: 'M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0',
    // a warning triangle
    error: 'M12 3l10 18H2L12 3zM12 10v5M12 18v.01',
  }
  return (
    <svg
      className="sync-status-icon"
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={paths[status]}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

export interface SyncStatusProps {
  /** Tests pass their own engine; the app uses the page's one. */
  engine?: SyncEngine
  /**
   * Nothing to say (nothing typed on the screen): the live region stays, empty, so what it says
   * later is announced.
   */
  quiet?: boolean
  /** Said instead of the engine's status: this device holds changes the server has not. */
  unsubmitted?: string
}

export function SyncStatus({ engine, quiet = false, unsubmitted }: SyncStatusProps) {
  const snapshot = useSyncStatus(engine)
  const status = useSettledStatus(snapshot.status)
  const storage = storageProblemMessage(useStorageProblem())
  if ((quiet || unsubmitted) && status !== 'error') {
    return (
      <div className="sync-status-area">
        <div className={`sync-status ${unsubmitted ? 'sync-status-pending' : 'sync-status-quiet'}`}>
          <p className="sync-status-text" role="status" aria-live="polite">
            {unsubmitted && (
              <>
                <Icon status="pending" />
                <span>{unsubmitted}</span>
              </>
            )}
          </p>
          {unsubmitted && (
            <Link to="/Sync" className="sync-status-link sync-status-panel-link">
              Sync and offline
            </Link>
          )}
        </div>
        {storage && (
          <p className="sync-status-problem" role="alert">
            {storage}
          </p>
        )}
      </div>
    )
  }
  return (
    <div className="sync-status-area">
      <div className={`sync-status sync-status-${status}`}>
        <p className="sync-status-text" role="status" aria-live="polite">
          <Icon status={status} />
          <span>{SYNC_STATUS_TEXT[status]}</span>
          {status === 'error' && (
            <>
              {' '}
              <Link to="/Partial-Filled" className="sync-status-link">
                See your drafts
              </Link>
            </>
          )}
        </p>
        {/* Outside the live region: it is not news each time the status changes. */}
        <Link to="/Sync" className="sync-status-link sync-status-panel-link">
          Sync and offline
        </Link>
      </div>
      {storage && (
        <p className="sync-status-problem" role="alert">
          {storage}
        </p>
      )}
    </div>
  )
}
