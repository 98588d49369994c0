// The payment calls of docs/site.md §7 as this screen makes them. Shapes come from shared/payments.ts.
import { type QueryClient, queryOptions } from '@tanstack/react-query'
import type {
  CaptureOrderResponse,
  CreateOrderResponse,
  PaymentTokenResponse,
  PayPalConfigResponse,
} from '../../../../shared/payments'
import { apiRequest } from '../../lib/api'
import { withFreshTokenOnUnauthorized } from './payment-messages'

const BASE = '/api/srilanka'
/** A token is renewed this long before the server would refuse it. */
const TOKEN_MARGIN_SECONDS = 60

export const paypalConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['payments', 'paypal-config'],
    queryFn: ({ signal }) => apiRequest<PayPalConfigResponse>(`${BASE}/paypal-config`, { signal }),
    staleTime: 5 * 60_000,
    retry: false,
  })

export const paymentTokenQueryOptions = () =>
  queryOptions({
    queryKey: ['payments', 'token'],
    queryFn: ({ signal }) => apiRequest<PaymentTokenResponse>(`${BASE}/getaccesstocken`, { signal }),
    staleTime: (query) => Math.max(0, ((query.state.data?.expiresIn ?? 0) - TOKEN_MARGIN_SECONDS) * 1000),
    retry: false,
  })

/** The cached token while it is fresh; a new one when it is old or `fresh` is asked for. */
async function paymentToken(client: QueryClient, fresh: boolean): Promise<string> {
  const options = paymentTokenQueryOptions()
  const body = await client.fetchQuery(fresh ? { ...options, staleTime: 0 } : options)
  return body.accessToken
}

/** A payment call with the bearer token; a refused token is renewed once and the call made again. */
function postWithToken<T>(
  client: QueryClient,
  path: string,
  body: unknown,
  fallbackMessage?: string,
): Promise<T> {
  return withFreshTokenOnUnauthorized(
    (fresh) => paymentToken(client, fresh),
    (token) =>
      apiRequest<T>(`${BASE}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body,
        fallbackMessage,
      }),
  )
}

export interface OrderRequest {
  skuId: string
  /** Several applications of one group, paid at once (then `skuId` is the first of them). */
  skuIds?: string[]
  /** Sent for the original API's sake; the server prices the order itself and ignores it. */
  amount: string
  currency: string
}

export function createOrder(client: QueryClient, order: OrderRequest): Promise<CreateOrderResponse> {
  const several = order.skuIds && order.skuIds.length > 1
  return postWithToken(client, '/create-Order', {
    ...(several ? { sku_ids: order.skuIds } : { sku_id: order.skuId }),
    amount: order.amount,
    currency: order.currency,
    description: several
      ? `Sri Lanka eVisa fees, ${order.skuIds?.length} applications`
      : `Sri Lanka eVisa fee, application ${order.skuId}`,
  })
}

export function captureOrder(
  client: QueryClient,
  capture: { orderID: string; skuId: string; skuIds?: string[] },
): Promise<CaptureOrderResponse> {
  const numbers =
    capture.skuIds && capture.skuIds.length > 1 ? { sku_ids: capture.skuIds } : { sku_id: capture.skuId }
  // No server message: the screen says 'Please try again.' rather than a vague text.
  return postWithToken(client, '/capture-order', { orderID: capture.orderID, ...numbers }, '')
}
