// What every traveller page says about the connection, beside the header's save status: the
// "Working offline" banner while the traveller has switched it on (with the way to turn it off),
// and a notice when an application queued earlier reaches the server while another page is open.
import { Link, useRouterState } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { getConnectivity, getSyncEngine, useWorkingOffline } from '../../offline'

export const WORKING_OFFLINE_TEXT = 'Working offline: switched on by you'

export function WorkingOfflineBanner() {
  const on = useWorkingOffline()
  if (!on) return null
  async function turnOff() {
    await getConnectivity().setWorkOffline(false)
    // The banner and its button are gone: the keyboard's focus goes to the page instead of nowhere.
    document.getElementById('main')?.focus()
  }
  return (
    <div className="working-offline-banner">
      <p role="status">{WORKING_OFFLINE_TEXT}</p>
      <button type="button" className="button button-secondary" onClick={() => void turnOff()}>
        Turn off
      </button>
      <Link to="/Sync" className="working-offline-link">
        Sync and offline
      </Link>
    </div>
  )
}

interface Sent {
  draftId: string
  skuId: string
}

/** The form of this draft says it itself ("Your application was sent…"). */
function showsItsOwnForm(search: unknown, draftId: string) {
  return (search as { draft?: unknown } | undefined)?.draft === draftId
}

export function ApplicationSentNotice() {
  const [sent, setSent] = useState<Sent[]>([])
  const location = useRouterState({ select: (state) => state.location })
  useEffect(
    () =>
      getSyncEngine().onApplicationSent((next) =>
        setSent((shown) => [...shown.filter((item) => item.draftId !== next.draftId), next]),
      ),
    [],
  )
  const shown = sent.filter(
    (item) => !(location.pathname.startsWith('/Apply') && showsItsOwnForm(location.search, item.draftId)),
  )
  return (
    <div role="status" className="application-sent-area">
      {shown.map((item) => (
        <div key={item.draftId} className="application-sent">
          <p>
            Your application was sent. Application number: <strong>{item.skuId}</strong>.
          </p>
          <Link to="/Payment/$id" params={{ id: item.skuId }} className="button button-primary">
            Pay now
          </Link>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => setSent((all) => all.filter((other) => other.draftId !== item.draftId))}
          >
            Dismiss
          </button>
        </div>
      ))}
    </div>
  )
}

export function OfflineNotices() {
  return (
    <>
      <WorkingOfflineBanner />
      <ApplicationSentNotice />
    </>
  )
}
