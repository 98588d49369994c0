// The SDK stand-in as a browser gets it: served by the simulator route, loaded by PayPal's own
// loader (@paypal/paypal-js, whose code @paypal/react-paypal-js inlines) into a happy-dom window,
// then driven the way the React component drives PayPal's SDK.
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { Window } from 'happy-dom'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/test-support'
import { sdkScriptResponse } from './paypal-sdk.test-support'
import { SIMULATOR_SDK_PATH } from './paypal-simulator.routes'

const ORIGIN = 'http://localhost:3000'
const require = createRequire(import.meta.url)

let test: TestApp
let script: string
let loader: string
beforeAll(async () => {
  test = await buildTestApp()
  script = (await test.app.inject({ method: 'GET', url: SIMULATOR_SDK_PATH })).body
  // The package exports only its module builds; the browser build sits beside them.
  loader = await readFile(join(dirname(require.resolve('@paypal/paypal-js')), '../iife/paypal-js.js'), 'utf8')
})
afterAll(() => test.close())

interface Browser {
  window: Window & Record<string, unknown>
  /** Script addresses the page asked for. */
  requested: URL[]
}

let browser: Browser | undefined
afterEach(async () => {
  await browser?.window.happyDOM.close()
  browser = undefined
})

/**
 * A page at the site's origin whose requests for the stand-in get what the route served. (happy-dom
 * fetches classic scripts synchronously, which would deadlock against a server in this process.)
 */
function openPage(): Browser {
  const requested: URL[] = []
  const window = new Window({
    url: `${ORIGIN}/Payment/ABCDEFGHJKMNPQRS`,
    settings: {
      enableJavaScriptEvaluation: true,
      suppressInsecureJavaScriptEnvironmentWarning: true,
      fetch: {
        interceptor: {
          beforeSyncRequest: ({ request, window }) => {
            const url = new URL(request.url)
            requested.push(url)
            const found = url.origin === ORIGIN && url.pathname === SIMULATOR_SDK_PATH
            return sdkScriptResponse(
              request.url,
              found,
              script,
              new window.Headers({ 'content-type': 'application/javascript; charset=utf-8' }),
            )
          },
        },
      },
    },
  }) as unknown as Browser['window']
  window.eval(loader)
  browser = { window, requested }
  return browser
}

type PayPalNamespace = {
  version: string
  Buttons: (options: Record<string, unknown>) => {
    isEligible(): boolean
    render(container: unknown): Promise<void>
    close(): Promise<void>
    updateProps(props: Record<string, unknown>): Promise<void>
  }
  simulator: { nextPayment(outcome: string): void }
}

/** What PayPalScriptProvider does: loadScript with the options the payment screen passes. */
async function loadSdk(page: Browser, options: Record<string, unknown> = {}): Promise<PayPalNamespace> {
  const loadScript = page.window.paypalLoadScript as (options: object) => Promise<PayPalNamespace>
  return loadScript({
    clientId: 'simulator',
    sdkBaseUrl: SIMULATOR_SDK_PATH,
    currency: 'USD',
    intent: 'capture',
    dataSdkIntegrationSource: 'react-paypal-js',
    ...options,
  })
}

function container(page: Browser) {
  const div = page.window.document.createElement('div')
  page.window.document.body.appendChild(div)
  return div
}

/**
 * Clicks `button` and waits for its promise chain (onClick, createOrder, onApprove, onError) to end:
 * the stand-in sets aria-busy within the click and clears it in its finally (at once when the
 * click stops before anything asynchronous).
 */
async function clickAndSettle(button: { click(): void; getAttribute(name: string): string | null } | null) {
  button?.click()
  await vi.waitFor(() => expect(button?.getAttribute('aria-busy')).toBe('false'))
}

describe('the PayPal SDK stand-in', () => {
  it('is served as JavaScript, uncached, under a CSP that lets the page load it from self', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: `${SIMULATOR_SDK_PATH}?client-id=simulator`,
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8')
    expect(response.headers['cache-control']).toBe('no-cache')
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['content-security-policy']).toContain("script-src 'self'")
    // The very file the React test (paypal-sdk-simulator.react.test.ts) loads.
    expect(response.body).toBe(await readFile(new URL('./paypal-sdk-simulator.js', import.meta.url), 'utf8'))
  })

  it("loads through PayPal's loader from sdkBaseUrl with the query PayPal's script gets", async () => {
    const page = openPage()
    const paypal = await loadSdk(page)
    expect(page.window.paypal).toBe(paypal)
    expect(paypal.version).toMatch(/simulator/)
    const [url] = page.requested
    expect(url?.pathname).toBe(SIMULATOR_SDK_PATH)
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({
      'client-id': 'simulator',
      currency: 'USD',
      intent: 'capture',
    })
  })

  it('defines itself under data-namespace when one is given', async () => {
    const page = openPage()
    const custom = await loadSdk(page, { dataNamespace: 'paypalTest' })
    expect(page.window.paypalTest).toBe(custom)
    expect(page.window.paypal).toBeUndefined()
  })

  it('fails to load without a client id, as PayPal does', async () => {
    const page = openPage()
    await expect(loadSdk(page, { clientId: '' })).rejects.toThrow(
      'The window.paypal global variable is not available.',
    )
  })

  it('renders a real button named for PayPal that runs createOrder, then onApprove with the order id', async () => {
    const page = openPage()
    const paypal = await loadSdk(page)
    const calls: string[] = []
    const buttons = paypal.Buttons({
      createOrder: async (data: { paymentSource: string }) => {
        calls.push(`createOrder ${data.paymentSource}`)
        return '5O190127TN364715T'
      },
      onApprove: async (data: { orderID: string; payerID: string }) => {
        calls.push(`onApprove ${data.orderID} ${data.payerID}`)
      },
      onError: (error: Error) => calls.push(`onError ${error.message}`),
      onInit: () => calls.push('onInit'),
    })
    expect(buttons.isEligible()).toBe(true)
    const target = container(page)
    await buttons.render(target)
    const button = target.querySelector('button')
    expect(button?.getAttribute('type')).toBe('button')
    expect(button?.textContent).toBe('Pay with PayPal (test mode)')

    await clickAndSettle(button)
    expect(calls).toEqual(['onInit', 'createOrder paypal', 'onApprove 5O190127TN364715T SIMULATEDBUYER'])

    await buttons.close()
    expect(target.querySelector('button')).toBeNull()
  })

  it('sends failures of createOrder or onApprove to onError, and never approves without an order id', async () => {
    const page = openPage()
    const paypal = await loadSdk(page)
    const seen: string[] = []
    const onError = (error: Error) => seen.push(error.message)
    const target = container(page)
    await paypal
      .Buttons({
        createOrder: async () => {
          throw new Error('Failed to create order. Please try again.')
        },
        onApprove: async () => seen.push('approved'),
        onError,
      })
      .render(target)
    await paypal
      .Buttons({ createOrder: async () => '', onApprove: async () => seen.push('approved'), onError })
      .render(target)
    await paypal
      .Buttons({
        createOrder: async () => 'ORDER',
        onApprove: async () => {
          throw new Error('Payment capture failed.')
        },
        onError,
      })
      .render(target)
    for (const button of target.querySelectorAll('button')) await clickAndSettle(button)
    expect(seen).toEqual([
      'Failed to create order. Please try again.',
      'Expected an order id to be passed',
      'Payment capture failed.',
    ])
  })

  it('lets a test make the next buyer cancel (onCancel) or fail (onError)', async () => {
    const page = openPage()
    const paypal = await loadSdk(page)
    const seen: string[] = []
    const target = container(page)
    await paypal
      .Buttons({
        createOrder: async () => 'ORDER',
        onApprove: async () => seen.push('approved'),
        onCancel: (data: { orderID: string }) => seen.push(`cancelled ${data.orderID}`),
        onError: () => seen.push('error'),
      })
      .render(target)
    const button = target.querySelector('button')
    paypal.simulator.nextPayment('cancel')
    paypal.simulator.nextPayment('error')
    await clickAndSettle(button)
    await clickAndSettle(button)
    await clickAndSettle(button)
    expect(seen).toEqual(['cancelled ORDER', 'error', 'approved'])
  })

  it('honours onClick rejecting and onInit actions.disable(), and takes updated props', async () => {
    const page = openPage()
    const paypal = await loadSdk(page)
    const seen: string[] = []
    let actions: { enable(): Promise<void>; disable(): Promise<void> } | undefined
    const buttons = paypal.Buttons({
      onInit: (_data: unknown, initActions: typeof actions) => {
        actions = initActions
      },
      onClick: (_data: unknown, clickActions: { reject(): Promise<void> }) => clickActions.reject(),
      createOrder: async () => {
        seen.push('createOrder')
        return 'ORDER'
      },
    })
    const target = container(page)
    await buttons.render(target)
    const button = target.querySelector('button')
    await clickAndSettle(button)
    await buttons.updateProps({ onClick: undefined })
    await actions?.disable()
    await clickAndSettle(button)
    expect(seen).toEqual([])
    await actions?.enable()
    await clickAndSettle(button)
    expect(seen).toEqual(['createOrder'])
  })

  it('rejects render into an element that does not exist', async () => {
    const page = openPage()
    const paypal = await loadSdk(page)
    await expect(paypal.Buttons({}).render('#nowhere')).rejects.toThrow('#nowhere does not exist')
  })
})
