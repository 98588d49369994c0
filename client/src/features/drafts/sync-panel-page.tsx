// /Sync, "Sync and offline": what this device holds and still has to send, the "Work offline"
// switch, Sync now and Export diagnostics (docs/decisions/014-connectivity-gate.md). It works
// offline like every screen, and names nothing the traveller did not type on this device.
import { Link } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import {
  collectDiagnostics,
  draftDisplayName,
  formatSavedAt,
  getConnectivity,
  getSyncEngine,
  listQueue,
  NO_CONNECTION_TEXT,
  type QueueItem,
  saveDiagnostics,
  useDrafts,
  useOnline,
  useQueue,
  useSyncStatus,
  useWorkingOffline,
  WORK_OFFLINE_QUERY,
} from '../../offline'
import { draftStateText } from './partial-filled-page'
import './drafts.css'

export const SYNC_PANEL_TEXT = {
  online: 'Online',
  workingOffline: 'Offline: you switched “Work offline” on. Nothing is sent until you turn it off.',
  noConnection: 'Offline: this device has no connection. Everything is kept here and sent when it is back.',
  neverSynced: 'Nothing from this device has reached the server yet.',
  nothingWaiting: 'Nothing is waiting: everything on this device has reached the server.',
  syncNowWorkingOffline: 'You are working offline. Turn “Work offline” off to send what is waiting.',
  syncNowOffline: `${NO_CONNECTION_TEXT}: everything waits on this device and is sent when the connection returns.`,
  syncNowDone: 'Everything waiting has been sent.',
  syncNowLeft: 'Some items are still waiting; see why below.',
  diagnosticsSaved: 'The diagnostics file was saved.',
} as const

export function WorkOfflineSwitch() {
  const on = useWorkingOffline()
  const busy = useRef(false)
  const hintId = 'work-offline-hint'
  // Not disabled while it is stored: a disabled button would drop the keyboard's focus.
  async function toggle() {
    if (busy.current) return
    busy.current = true
    try {
      await getConnectivity().setWorkOffline(!getConnectivity().isWorkingOffline())
    } finally {
      busy.current = false
    }
  }
  return (
    <div className="work-offline">
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-describedby={hintId}
        className="switch"
        onClick={() => void toggle()}
      >
        <span className="switch-label">Work offline</span>
        <span className="switch-track" aria-hidden="true">
          <span className="switch-thumb" />
        </span>
        <span className="switch-state" aria-hidden="true">
          {on ? 'On' : 'Off'}
        </span>
      </button>
      <p className="field-hint" id={hintId}>
        While it is on, this app sends nothing and asks the server nothing, as if there were no connection:
        what you type stays on this device and is sent once you turn it off.
      </p>
    </div>
  )
}

function QueueEntry({ item }: { item: QueueItem }) {
  return (
    <li className="card draft-item queue-item">
      <h3 className="draft-name">
        {item.kindText}: {item.name}
      </h3>
      <dl className="draft-facts">
        <div>
          <dt>Waiting since</dt>
          <dd>{formatSavedAt(item.waitingSince)}</dd>
        </div>
        <div>
          <dt>Attempts</dt>
          <dd>{item.attempts}</dd>
        </div>
        <div>
          <dt>State</dt>
          <dd>{item.refused ? 'Refused: needs your attention' : 'Waiting to be sent'}</dd>
        </div>
        {item.passportCopyFirst && (
          <div>
            <dt>Passport copy</dt>
            <dd>Uploaded first</dd>
          </div>
        )}
        <div className="queue-problem">
          <dt>Last error</dt>
          <dd>{item.problem ?? 'None: not tried yet'}</dd>
        </div>
      </dl>
    </li>
  )
}

export function SyncPanelPage() {
  const snapshot = useSyncStatus()
  const online = useOnline()
  const workingOffline = useWorkingOffline()
  const items = useQueue()
  const { drafts } = useDrafts()
  const [syncing, setSyncing] = useState(false)
  const [message, setMessage] = useState<string>()
  const [exporting, setExporting] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    heading.current?.focus()
  }, [])

  async function syncNow() {
    if (syncing) return
    setMessage(undefined)
    const gate = getConnectivity()
    if (gate.isWorkingOffline()) {
      setMessage(SYNC_PANEL_TEXT.syncNowWorkingOffline)
      return
    }
    if (!gate.isOnline()) {
      setMessage(SYNC_PANEL_TEXT.syncNowOffline)
      return
    }
    setSyncing(true)
    try {
      await getSyncEngine().syncNow()
      const left = (await listQueue()).filter((item) => !item.refused).length
      setMessage(left === 0 ? SYNC_PANEL_TEXT.syncNowDone : SYNC_PANEL_TEXT.syncNowLeft)
    } finally {
      setSyncing(false)
    }
  }

  async function exportDiagnostics() {
    if (exporting) return
    setExporting(true)
    setMessage(undefined)
    try {
      const gate = getConnectivity()
      const now = Date.now()
      const diagnostics = await collectDiagnostics({
        browserOnline: navigator.onLine,
        workingOffline: gate.isWorkingOffline(),
        lastSyncAt: snapshot.lastSyncAt,
        serviceWorkerQuery: WORK_OFFLINE_QUERY,
        now,
      })
      saveDiagnostics(diagnostics, now)
      setMessage(SYNC_PANEL_TEXT.diagnosticsSaved)
    } finally {
      setExporting(false)
    }
  }

  return (
    <article className="sync-panel">
      <h1 ref={heading} tabIndex={-1}>
        Sync and offline
      </h1>

      <section className="card sync-panel-section" aria-labelledby="sync-connection">
        <h2 id="sync-connection">Connection</h2>
        <p className={online ? 'connection-state' : 'connection-state connection-state-offline'}>
          {online
            ? SYNC_PANEL_TEXT.online
            : workingOffline
              ? SYNC_PANEL_TEXT.workingOffline
              : SYNC_PANEL_TEXT.noConnection}
        </p>
        <p>
          Last successful sync:{' '}
          {snapshot.lastSyncAt ? formatSavedAt(snapshot.lastSyncAt) : SYNC_PANEL_TEXT.neverSynced}
        </p>
        <WorkOfflineSwitch />
        <p className="sync-now">
          <button
            type="button"
            className="button button-primary"
            onClick={() => void syncNow()}
            aria-disabled={syncing}
          >
            {syncing ? 'Syncing…' : 'Sync now'}
          </button>
        </p>
        <p role="status" className="sync-panel-message">
          {message}
        </p>
      </section>

      <section className="sync-panel-section" aria-labelledby="sync-queue">
        <h2 id="sync-queue">Waiting to be sent</h2>
        {items === undefined ? (
          <p className="loading-state">Loading…</p>
        ) : items.length === 0 ? (
          <p>{SYNC_PANEL_TEXT.nothingWaiting}</p>
        ) : (
          <ul className="draft-list" aria-labelledby="sync-queue">
            {items.map((item) => (
              <QueueEntry key={item.id} item={item} />
            ))}
          </ul>
        )}
      </section>

      <section className="sync-panel-section" aria-labelledby="sync-drafts">
        <h2 id="sync-drafts">Drafts on this device</h2>
        {drafts === undefined ? (
          <p className="loading-state">Loading…</p>
        ) : drafts.length === 0 ? (
          <p>There are no drafts on this device.</p>
        ) : (
          <ul className="sync-drafts" aria-labelledby="sync-drafts">
            {drafts.map((draft) => (
              <li key={draft.id}>
                <strong>{draftDisplayName(draft.data)}</strong>: {draftStateText(draft)}
              </li>
            ))}
          </ul>
        )}
        <p>
          <Link to="/Partial-Filled">Open your drafts</Link>
        </p>
      </section>

      <section className="card sync-panel-section" aria-labelledby="sync-diagnostics">
        <h2 id="sync-diagnostics">Diagnostics</h2>
        <p>
          A file to attach to a report of a problem: this app's version, its service worker, storage, what
          waits to be sent and your drafts' states. It holds no names, passport numbers, e-mail addresses,
          keys or files.
        </p>
        <p>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => void exportDiagnostics()}
            aria-disabled={exporting}
          >
            Export diagnostics
          </button>
        </p>
      </section>
    </article>
  )
}
