// PayPal's own React component, configured from GET /paypal-config (PayPal's script, or the
// simulator's stand-in in test mode). Loaded lazily by the payment screen only, so neither this
// file nor @paypal/react-paypal-js is ever in the entry bundle (scripts/check-bundle-budget.mjs).
import {
  DISPATCH_ACTION,
  PayPalButtons,
  PayPalScriptProvider,
  type ReactPayPalScriptOptions,
  usePayPalScriptReducer,
} from '@paypal/react-paypal-js'
import { useEffect, useMemo, useRef, useState } from 'react'
import type { Language } from '../../../../shared/languages'
import type { PayPalConfigResponse } from '../../../../shared/payments'
import { currentLanguage, m } from '../../lib/i18n'
import { PAYMENT_TEXT } from './payment-messages'

export type CheckoutStatus = 'loading' | 'ready' | 'rejected'

export interface PayPalCheckoutProps {
  config: PayPalConfigResponse
  /** The buttons' state, for the screen's "Loading PayPal Buttons..." line. */
  onStatusChange: (status: CheckoutStatus) => void
  onClick: () => void
  /** Resolves to PayPal's order id. */
  createOrder: () => Promise<string>
  onApprove: (orderID: string) => Promise<void>
  onCancel: () => void
  onError: (error: unknown) => void
}

/**
 * PayPal's buttons and checkout in the page's language, whatever the browser's: PayPal's locale
 * codes (its own list; Arabic is ar_EG, Chinese zh_CN).
 */
const PAYPAL_LOCALES: Record<Language, string> = {
  en: 'en_US',
  ru: 'ru_RU',
  de: 'de_DE',
  zh: 'zh_CN',
  fr: 'fr_FR',
  ar: 'ar_EG',
}

export default function PayPalCheckout({ config, ...props }: PayPalCheckoutProps) {
  const language = currentLanguage()
  // Only what paypal-config says, and the page's language: no `environment`, no data-*
  // attributes of our own.
  const options = useMemo<ReactPayPalScriptOptions>(
    () => ({
      clientId: config.clientId,
      sdkBaseUrl: config.sdkBaseUrl,
      currency: config.currency,
      intent: config.intent,
      components: 'buttons',
      locale: PAYPAL_LOCALES[language],
    }),
    [config.clientId, config.sdkBaseUrl, config.currency, config.intent, language],
  )
  return (
    <PayPalScriptProvider options={options}>
      <CheckoutButtons options={options} {...props} />
    </PayPalScriptProvider>
  )
}

function CheckoutButtons({
  options,
  onStatusChange,
  onClick,
  createOrder,
  onApprove,
  onCancel,
  onError,
}: Omit<PayPalCheckoutProps, 'config'> & { options: ReactPayPalScriptOptions }) {
  const [{ isResolved, isRejected }, dispatch] = usePayPalScriptReducer()
  const [rendered, setRendered] = useState(false)
  const hostRef = useRef<HTMLDivElement>(null)
  const failureRef = useRef<HTMLDivElement>(null)

  // Ready once the SDK has drawn something: onInit, or its button or frame in the container.
  useEffect(() => {
    const host = hostRef.current
    if (!host) return
    const check = () => {
      if (host.querySelector('button, iframe')) setRendered(true)
    }
    check()
    const observer = new MutationObserver(check)
    observer.observe(host, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [])

  const status: CheckoutStatus = isRejected ? 'rejected' : isResolved && rendered ? 'ready' : 'loading'
  useEffect(() => {
    onStatusChange(status)
    if (status === 'rejected') failureRef.current?.focus()
  }, [status, onStatusChange])

  const retry = () => {
    setRendered(false)
    // Removes the failed script tag and loads it again.
    dispatch({ type: DISPATCH_ACTION.RESET_OPTIONS, value: options })
  }

  return (
    <>
      {isRejected && (
        <div className="notice notice-warning payment-problem" role="alert" tabIndex={-1} ref={failureRef}>
          <p>{PAYMENT_TEXT.scriptFailed}</p>
          <button type="button" className="button button-secondary" onClick={retry}>
            {m.payment_try_paypal_again()}
          </button>
        </div>
      )}
      <div ref={hostRef} className="paypal-buttons-host">
        <PayPalButtons
          style={{ layout: 'vertical', shape: 'rect', label: 'pay' }}
          onInit={() => setRendered(true)}
          onClick={onClick}
          createOrder={createOrder}
          onApprove={(data) => onApprove(data.orderID)}
          onCancel={onCancel}
          onError={onError}
        />
      </div>
    </>
  )
}
