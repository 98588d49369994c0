// docs/site.md §2 "Payment" and docs/rules.md §4: the PayPal buttons once the payment configuration and a
// payment token are loaded, the texts of docs/site.md §8 for every failure, and plain words for test
// mode, cancelling, and being offline. The server prices and verifies every payment; this screen
// only passes PayPal's order id between PayPal and the server.
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { Suspense, useCallback, useEffect, useRef, useState } from 'react'
import { FEE_CURRENCY } from '../../../../shared/fees'
import type { CaptureOrderResponse } from '../../../../shared/payments'
import { ApiError } from '../../lib/api'
import { type ApplicationView, applicationQueryOptions, isFullApplication } from '../../lib/applications'
import { m } from '../../lib/i18n'
import { lazyRetried } from '../../lib/lazy-retried'
import { receiptHref, receiptOf, saveReceipt, useOnline } from '../../offline'
import { captureOrder, createOrder, paymentTokenQueryOptions, paypalConfigQueryOptions } from './payment-api'
import { captureFailureMessage, PAYMENT_TEXT } from './payment-messages'
import type { CheckoutStatus } from './paypal-checkout'

// PayPal's React library and the SDK wiring load with this screen only, after its text.
const PayPalCheckout = lazyRetried(() => import('./paypal-checkout'))

/** Longest wait for the device's draft to be marked paid before showing the success page. */
const MARK_PAID_TIMEOUT_MS = 3000

/** Marks the draft on this device "Paid" (docs/rules.md §5). No draft, or no IndexedDB: nothing to do. */
async function markPaidOnDevice(skuId: string): Promise<void> {
  const marking = import('../../offline')
    .then(({ markPaid }) => markPaid(skuId))
    .then(
      () => undefined,
      () => undefined,
    )
  await Promise.race([marking, new Promise((resolve) => setTimeout(resolve, MARK_PAID_TIMEOUT_MS))])
}

/**
 * Keeps the receipt before the device forgets the application's details: the address the eVisa
 * goes to comes from the record this device may read (its key) or from its own draft.
 */
async function keepReceipt(
  capture: CaptureOrderResponse['data'],
  view: ApplicationView | undefined,
): Promise<void> {
  // A group's payment: the same receipt kept under each traveller's number, so each opens it.
  const numbers = capture.items.length > 1 ? capture.items.map((item) => item.sku_id) : [capture.sku_id]
  const members = view && isFullApplication(view) ? (view.group ?? []) : []
  for (const skuId of numbers) {
    let email = view && isFullApplication(view) && view.sku_id === skuId ? view.email : undefined
    if (!email) {
      const draft = await import('../../offline')
        .then(({ findDraftBySkuId }) => findDraftBySkuId(skuId))
        .catch(() => undefined)
      email = typeof draft?.data.email === 'string' ? draft.data.email : undefined
    }
    const visaType =
      view?.sku_id === skuId
        ? view.visaType
        : (members.find((member) => member.sku_id === skuId)?.visaType ?? '')
    await saveReceipt(receiptOf({ ...capture, sku_id: skuId }, { visaType: visaType ?? '', email }))
  }
}

type Notice = { kind: 'cancelled' } | { kind: 'error'; text: string } | null

export interface PayOnlineProps {
  skuId: string
  /** Several travellers of one group paid at once (`skuId` is the first of them). */
  skuIds?: string[]
  /** The fee as shown, "85.00": sent along for the original API; the server prices the order. */
  amount: string
  /** Lifts the back-navigation block so the success page can replace the payment screen. */
  releaseBackNavigation: () => Promise<void>
}

export function PayOnline({ skuId, skuIds, amount, releaseBackNavigation }: PayOnlineProps) {
  const online = useOnline()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const config = useQuery({ ...paypalConfigQueryOptions(), enabled: online })
  const token = useQuery({ ...paymentTokenQueryOptions(), enabled: online && config.isSuccess })
  const [checkout, setCheckout] = useState<CheckoutStatus>('loading')
  const [notice, setNotice] = useState<Notice>(null)
  const [capturing, setCapturing] = useState(false)
  const problemRef = useRef<HTMLDivElement>(null)
  const orderFailedRef = useRef(false)

  // docs/site.md §8: a configuration or token that cannot be loaded is told once per failure, in an
  // alert, then stays on screen with a way to try again.
  const setupError = config.error ?? token.error
  const alertedRef = useRef<unknown>(null)
  useEffect(() => {
    if (!setupError || !online || alertedRef.current === setupError) return
    alertedRef.current = setupError
    window.alert(PAYMENT_TEXT.configFailed)
    problemRef.current?.focus()
  }, [setupError, online])

  useEffect(() => {
    if (notice?.kind === 'error') problemRef.current?.focus()
  }, [notice])

  const fail = useCallback((text: string) => {
    window.alert(text)
    setNotice({ kind: 'error', text })
  }, [])

  const handleClick = useCallback(() => setNotice(null), [])

  /** Whether the server now holds this application as paid (a capture whose answer was lost). */
  const serverSaysPaid = useCallback(async () => {
    try {
      const record = await queryClient.fetchQuery({ ...applicationQueryOptions(skuId), staleTime: 0 })
      return record.payment_status === 'COMPLETED'
    } catch {
      return false
    }
  }, [queryClient, skuId])

  const handleCreateOrder = useCallback(async () => {
    orderFailedRef.current = false
    try {
      const order = await createOrder(queryClient, { skuId, skuIds, amount, currency: FEE_CURRENCY })
      return order.id
    } catch (error) {
      // PayPal then calls onError, which must not say it a second time.
      orderFailedRef.current = true
      fail(PAYMENT_TEXT.orderFailed)
      // Paid meanwhile (another tab, another device): the screen then says so instead of buttons.
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: applicationQueryOptions(skuId).queryKey })
      }
      throw error
    }
  }, [queryClient, skuId, skuIds, amount, fail])

  const handleApprove = useCallback(
    async (orderID: string) => {
      setCapturing(true)
      try {
        const captured = await captureOrder(queryClient, { orderID, skuId, skuIds })
        const view = queryClient.getQueryData<ApplicationView>(applicationQueryOptions(skuId).queryKey)
        await keepReceipt(captured.data, view)
      } catch (error) {
        // A capture can succeed on the server while its answer is lost on the way back: ask.
        if (!(await serverSaysPaid())) {
          setCapturing(false)
          fail(captureFailureMessage(error))
          return
        }
      }
      for (const paid of skuIds ?? [skuId]) await markPaidOnDevice(paid)
      await releaseBackNavigation()
      await navigate({ href: receiptHref(skuId), replace: true })
      // The cached applications still say UNPAID; the next visit reads them afresh.
      for (const paid of skuIds ?? [skuId]) {
        queryClient.removeQueries({ queryKey: applicationQueryOptions(paid).queryKey })
      }
    },
    [queryClient, skuId, skuIds, fail, serverSaysPaid, releaseBackNavigation, navigate],
  )

  const handleCancel = useCallback(() => setNotice({ kind: 'cancelled' }), [])

  const handleError = useCallback(
    (_error: unknown) => {
      if (orderFailedRef.current) {
        orderFailedRef.current = false
        return
      }
      fail(captureFailureMessage())
    },
    [fail],
  )

  const retrySetup = () => {
    alertedRef.current = null
    if (config.isError) void config.refetch()
    else void token.refetch()
  }

  const loading = online && !setupError && checkout === 'loading'

  return (
    <section className="card pay-online" aria-labelledby="payment-method-title" aria-busy={loading}>
      <h2 id="payment-method-title">{m.payment_pay_online()}</h2>
      {config.data?.mode === 'simulator' && (
        <p className="notice notice-warning test-mode">
          <strong>{PAYMENT_TEXT.testMode}</strong>
        </p>
      )}
      {setupError && online && (
        <div className="notice notice-warning payment-problem" role="alert" tabIndex={-1} ref={problemRef}>
          <p>{PAYMENT_TEXT.configFailed}</p>
          <button
            type="button"
            className="button button-secondary"
            onClick={retrySetup}
            disabled={config.isFetching || token.isFetching}
          >
            {m.payment_try_again()}
          </button>
        </div>
      )}
      {notice?.kind === 'error' && online && (
        <div className="notice notice-warning payment-problem" role="alert" tabIndex={-1} ref={problemRef}>
          <p>{notice.text}</p>
        </div>
      )}
      {/* Always present, so assistive technology announces what appears in it. */}
      <div role="status" className="payment-status">
        {!online && <p className="notice notice-warning">{PAYMENT_TEXT.offline}</p>}
        {loading && <p className="loading-state">{PAYMENT_TEXT.loadingButtons}</p>}
        {capturing && online && <p className="loading-state">{m.payment_confirming()}</p>}
        {notice?.kind === 'cancelled' && online && <p className="notice">{PAYMENT_TEXT.cancelled}</p>}
      </div>
      <div id="paypal-area" className="paypal-area" hidden={!online}>
        {config.data && token.data && (
          <Suspense fallback={null}>
            <PayPalCheckout
              config={config.data}
              onStatusChange={setCheckout}
              onClick={handleClick}
              createOrder={handleCreateOrder}
              onApprove={handleApprove}
              onCancel={handleCancel}
              onError={handleError}
            />
          </Suspense>
        )}
      </div>
    </section>
  )
}
