// The approved eVisa on the look-up: a download on the device holding the application's key, and
// on any other device a pointer to the e-mail it came in (the number alone opens nothing).
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { ApiError } from '../lib/api'
import { downloadEvisa } from '../lib/applications'
import { m, withParts } from '../lib/i18n'

export const EVISA_OFFER = {
  get download() {
    return m.evisa_download()
  },
  get downloading() {
    return m.evisa_downloading()
  },
  get byEmail() {
    return m.evisa_by_email()
  },
  get failed() {
    return m.evisa_failed()
  },
}

interface Props {
  skuId: string
  /** The server accepted this device's key for the application. */
  keyHolder: boolean
  onNavigate?: () => void
}

export function EvisaOffer({ skuId, keyHolder, onNavigate }: Props) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  if (!keyHolder) {
    return (
      <p className="notice">
        {EVISA_OFFER.byEmail}{' '}
        {withParts((parts) => m.evisa_lost_it(parts), {
          send_again: (
            <Link to="/Lost-eVisa" onClick={onNavigate}>
              {m.lookup_lost_evisa_link()}
            </Link>
          ),
        })}
      </p>
    )
  }

  async function download() {
    setBusy(true)
    setError(null)
    try {
      await downloadEvisa(skuId)
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : EVISA_OFFER.failed)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="evisa-offer">
      <button type="button" className="button button-primary" onClick={download} disabled={busy}>
        {busy ? EVISA_OFFER.downloading : EVISA_OFFER.download}
      </button>
      <div aria-live="polite">
        {error && (
          <p className="field-error">
            {error}{' '}
            {withParts((parts) => m.evisa_also_by_email(parts), {
              send_again: (
                <Link to="/Lost-eVisa" onClick={onNavigate}>
                  {m.evisa_send_again_lower()}
                </Link>
              ),
            })}
          </p>
        )}
      </div>
    </div>
  )
}
