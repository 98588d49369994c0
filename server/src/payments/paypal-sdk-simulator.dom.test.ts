// @vitest-environment happy-dom
// @paypal/react-paypal-js, unchanged, against the SDK stand-in: PayPalScriptProvider configured
// from GET /paypal-config loads the stand-in, and PayPalButtons renders its button and runs
// createOrder then onApprove. This is how the payment screen will use it.

import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { PayPalButtons, PayPalScriptProvider } from '@paypal/react-paypal-js'
import type { IBrowserSettings } from 'happy-dom'
import { act, createElement, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeAll, expect, it } from 'vitest'
import type { PayPalConfigResponse } from '../../../shared/payments'
import { sdkScriptResponse } from './paypal-sdk.test-support'

// React's act() needs to know it runs in a test.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

// happy-dom's globals (URL among them) replace Node's in this file, which the server cannot run
// under; the route tests show the server answers this config and serves this very file.
const SIMULATOR_SDK_PATH = '/api/paypal-simulator/sdk/js'
const config: Pick<PayPalConfigResponse, 'clientId' | 'sdkBaseUrl' | 'currency' | 'intent'> = {
  clientId: 'simulator',
  sdkBaseUrl: SIMULATOR_SDK_PATH,
  currency: 'USD',
  intent: 'capture',
}
let root: Root | undefined
const requested: string[] = []

beforeAll(async () => {
  const script = await readFile(join(import.meta.dirname, 'paypal-sdk-simulator.js'), 'utf8')
  // happy-dom fetches classic scripts synchronously; serve the route's answer without a socket.
  const settings = (window as unknown as { happyDOM: { settings: IBrowserSettings } }).happyDOM.settings
  settings.enableJavaScriptEvaluation = true
  settings.suppressInsecureJavaScriptEnvironmentWarning = true
  settings.fetch.interceptor = {
    beforeSyncRequest: ({ request }) => {
      requested.push(request.url)
      const found = new URL(request.url).pathname === SIMULATOR_SDK_PATH
      return sdkScriptResponse(
        request.url,
        found,
        script,
        new Headers({ 'content-type': 'application/javascript' }),
      )
    },
  }
})
afterEach(async () => {
  await act(async () => root?.unmount())
  root = undefined
})

async function render(element: ReactNode): Promise<HTMLElement> {
  const container = document.createElement('div')
  document.body.appendChild(container)
  root = createRoot(container)
  await act(async () => root?.render(element))
  return container
}

async function waitFor<T>(find: () => T | null | undefined): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const found = find()
    if (found) return found
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
  }
  throw new Error('not found in time')
}

it('loads the stand-in from sdkBaseUrl and runs createOrder, then onApprove, through PayPalButtons', async () => {
  const calls: string[] = []
  const container = await render(
    createElement(
      PayPalScriptProvider,
      {
        options: {
          clientId: config.clientId,
          sdkBaseUrl: config.sdkBaseUrl,
          currency: config.currency,
          intent: config.intent,
        },
      },
      createElement(PayPalButtons, {
        style: { layout: 'vertical' },
        createOrder: async () => {
          calls.push('createOrder')
          return 'ORDER123'
        },
        onApprove: async (data) => {
          calls.push(`onApprove ${data.orderID}`)
        },
        onError: (error) => calls.push(`onError ${String(error)}`),
      }),
    ),
  )
  const button = await waitFor(() => container.querySelector('button'))
  expect(button.textContent).toContain('PayPal')
  expect(requested.at(-1)).toContain(`${SIMULATOR_SDK_PATH}?client-id=simulator&currency=USD&intent=capture`)

  // The attributes the React library puts on PayPal's script tag reach the stand-in's too.
  const tag = document.querySelector(`script[src*="${SIMULATOR_SDK_PATH}"]`)
  expect(tag?.getAttribute('data-sdk-integration-source')).toBe('react-paypal-js')
  expect(tag?.getAttribute('data-react-paypal-script-id')).toMatch(/^react-paypal-js-/)

  await act(async () => button.click())
  await waitFor(() => calls.length === 2 || undefined)
  expect(calls).toEqual(['createOrder', 'onApprove ORDER123'])
})
