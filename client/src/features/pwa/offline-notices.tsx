// What every traveller page says about the connection, beside the header's save status: the
// "Working offline" banner while the traveller has switched it on (with the way to turn it off),
// and a notice when an application queued earlier reaches the server while another page is open.
import { Link, useRouterState } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { m, withParts } from '../../lib/i18n'
import { getConnectivity, getSyncEngine, useWorkingOffline } from '../../offline'

export const WORKING_OFFLINE_TEXT = {
  get text() {
    return m.pwa_working_offline()
  },
}

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
      <p role="status">{WORKING_OFFLINE_TEXT.text}</p>
      <button type="button" className="button button-secondary" onClick={() => void turnOff()}>
        {m.pwa_turn_off()}
      </button>
      <Link to="/Sync" className="working-offline-link">
        {m.common_menu_sync()}
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
            {withParts((parts) => m.pwa_application_sent(parts), { number: <strong>{item.skuId}</strong> })}
          </p>
          <Link to="/Payment/$id" params={{ id: item.skuId }} className="button button-primary">
            {m.pwa_pay_now()}
          </Link>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => setSent((all) => all.filter((other) => other.draftId !== item.draftId))}
          >
            {m.pwa_dismiss()}
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
