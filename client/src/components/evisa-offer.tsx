// The approved eVisa on the look-up: a download on the device holding the application's key, and
// on any other device a pointer to the e-mail it came in (the number alone opens nothing).
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { ApiError } from '../lib/api'
import { downloadEvisa } from '../lib/applications'

export const EVISA_OFFER = {
  download: 'Download your eVisa',
  downloading: 'Downloading…',
  byEmail: 'Your eVisa has been approved and was sent to you by e-mail.',
  failed: 'The eVisa could not be downloaded.',
} as const

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
        {EVISA_OFFER.byEmail} Lost it?{' '}
        <Link to="/Lost-eVisa" onClick={onNavigate}>
          Have it sent again
        </Link>
        .
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
            {error} It was also sent to you by e-mail;{' '}
            <Link to="/Lost-eVisa" onClick={onNavigate}>
              have it sent again
            </Link>
            .
          </p>
        )}
      </div>
    </div>
  )
}
