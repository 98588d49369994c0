// /Sync, "Sync and offline": what this device holds and still has to send, the "Work offline"
// switch, Sync now and Export diagnostics (docs/decisions/014-connectivity-gate.md). It works
// offline like every screen, and names nothing the traveller did not type on this device.
import { Link } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { m } from '../../lib/i18n'
import {
  collectDiagnostics,
  draftDisplayName,
  formatSavedAt,
  getConnectivity,
  getSyncEngine,
  listQueue,
  noConnectionText,
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
  get online() {
    return m.sync_online()
  },
  get workingOffline() {
    return m.sync_working_offline()
  },
  get noConnection() {
    return m.sync_no_connection()
  },
  get neverSynced() {
    return m.sync_never_synced()
  },
  get nothingWaiting() {
    return m.sync_nothing_waiting()
  },
  get syncNowWorkingOffline() {
    return m.sync_sync_now_working_offline()
  },
  get syncNowOffline() {
    return m.sync_sync_now_offline({ no_connection: noConnectionText() })
  },
  get syncNowDone() {
    return m.sync_sync_now_done()
  },
  get syncNowLeft() {
    return m.sync_sync_now_left()
  },
  get diagnosticsSaved() {
    return m.sync_diagnostics_saved()
  },
}

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
        <span className="switch-label">{m.sync_work_offline()}</span>
        <span className="switch-track" aria-hidden="true">
          <span className="switch-thumb" />
        </span>
        <span className="switch-state" aria-hidden="true">
          {on ? m.sync_on() : m.sync_off()}
        </span>
      </button>
      <p className="field-hint" id={hintId}>
        {m.sync_work_offline_hint()}
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
          <dt>{m.sync_waiting_since()}</dt>
          <dd>{formatSavedAt(item.waitingSince)}</dd>
        </div>
        <div>
          <dt>{m.sync_attempts()}</dt>
          <dd>{item.attempts}</dd>
        </div>
        <div>
          <dt>{m.sync_state()}</dt>
          <dd>{item.refused ? m.sync_refused() : m.sync_waiting()}</dd>
        </div>
        {item.passportCopyFirst && (
          <div>
            <dt>{m.preview_copy_title()}</dt>
            <dd>{m.sync_uploaded_first()}</dd>
          </div>
        )}
        <div className="queue-problem">
          <dt>{m.sync_last_error()}</dt>
          <dd>{item.problem ?? m.sync_not_tried()}</dd>
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
        {m.common_menu_sync()}
      </h1>

      <section className="card sync-panel-section" aria-labelledby="sync-connection">
        <h2 id="sync-connection">{m.sync_connection()}</h2>
        <p className={online ? 'connection-state' : 'connection-state connection-state-offline'}>
          {online
            ? SYNC_PANEL_TEXT.online
            : workingOffline
              ? SYNC_PANEL_TEXT.workingOffline
              : SYNC_PANEL_TEXT.noConnection}
        </p>
        <p>
          {m.sync_last_sync({
            when: snapshot.lastSyncAt ? formatSavedAt(snapshot.lastSyncAt) : SYNC_PANEL_TEXT.neverSynced,
          })}
        </p>
        <WorkOfflineSwitch />
        <p className="sync-now">
          <button
            type="button"
            className="button button-primary"
            onClick={() => void syncNow()}
            aria-disabled={syncing}
          >
            {syncing ? m.sync_syncing() : m.sync_now()}
          </button>
        </p>
        <p role="status" className="sync-panel-message">
          {message}
        </p>
      </section>

      <section className="sync-panel-section" aria-labelledby="sync-queue">
        <h2 id="sync-queue">{m.sync_queue_title()}</h2>
        {items === undefined ? (
          <p className="loading-state">{m.sync_loading()}</p>
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
        <h2 id="sync-drafts">{m.sync_drafts_title()}</h2>
        {drafts === undefined ? (
          <p className="loading-state">{m.sync_loading()}</p>
        ) : drafts.length === 0 ? (
          <p>{m.sync_no_drafts()}</p>
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
          <Link to="/Partial-Filled">{m.sync_open_drafts()}</Link>
        </p>
      </section>

      <section className="card sync-panel-section" aria-labelledby="sync-diagnostics">
        <h2 id="sync-diagnostics">{m.sync_diagnostics()}</h2>
        <p>{m.sync_diagnostics_text()}</p>
        <p>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => void exportDiagnostics()}
            aria-disabled={exporting}
          >
            {m.sync_export()}
          </button>
        </p>
      </section>
    </article>
  )
}
