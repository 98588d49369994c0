// Status notifications (README "Notifications") in a real Chromium against the built app and the
// real server. Headless Chromium has no push service, so the two halves are driven from outside:
// - a push is delivered to the service worker through the DevTools protocol
//   (ServiceWorker.deliverPushMessage), and the notification it shows is read back with
//   registration.getNotifications();
// - Chromium cannot click a notification from the protocol, so the tap is a notificationclick
//   event dispatched in the service worker (an evaluate on its target) with the notification that
//   was shown; an event made that way may not open windows, so clients.openWindow is recorded
//   there, and the page it names is then opened here, as the browser would;
// - pushManager.subscribe fails without a push service, so the opt-in test gives the page a
//   subscription of its own (an FCM endpoint with real P-256 keys): everything after it, the
//   server's checks included, is real.
import { createECDH, randomBytes } from 'node:crypto'
import type { CDPSession, Page, Worker } from '@playwright/test'
import { seedDrafts, submittedDraft, visitOnce } from './device'
import { expect, expectAccessible, test } from './fixtures'
import { payViaApi } from './payment-helpers'
import { createApplicationWithKey } from './support'

const NOTIFY = 'Notify me on this device when the status changes'

async function paidApplication(request: Parameters<typeof createApplicationWithKey>[0]) {
  const application = await createApplicationWithKey(request)
  await payViaApi(request, application.skuId)
  return application
}

/**
 * The app's service worker registration, as DevTools numbers it, once its worker is activated: the
 * page is controlled while the worker is still activating (it claims its clients then), and a push
 * delivered in that moment showed nothing, once in a CI run.
 */
async function registrationIdOf(cdp: CDPSession, origin: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    let ours: string | undefined
    const activated = new Set<string>()
    const check = () => {
      if (ours !== undefined && activated.has(ours)) resolve(ours)
    }
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const registration = registrations.find((each) => each.scopeURL === `${origin}/` && !each.isDeleted)
      if (registration) ours = registration.registrationId
      check()
    })
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      for (const version of versions)
        if (version.status === 'activated') activated.add(version.registrationId)
      check()
    })
  })
  await cdp.send('ServiceWorker.enable')
  return found
}

function notificationsShown(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready
    const shown = await registration.getNotifications()
    return shown.map((notification) => ({ title: notification.title, body: notification.body }))
  })
}

/** Taps the notification shown: its click handler runs in the worker; the page it opens is answered. */
async function tapNotification(worker: Worker): Promise<string> {
  return worker.evaluate(async () => {
    // The worker's global scope (this file is checked with the DOM's types, not a worker's).
    const scope = self as unknown as EventTarget & {
      clients: { openWindow: (url: string) => Promise<unknown> }
      registration: ServiceWorkerRegistration
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event
    }
    const opened = new Promise<string>((resolve) => {
      scope.clients.openWindow = async (url: string) => {
        resolve(String(url))
        return null
      }
    })
    const [notification] = await scope.registration.getNotifications()
    if (!notification) throw new Error('no notification to tap')
    // An event made here is not trusted, so its waitUntil throws; the handler has run by then.
    try {
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }))
    } catch {}
    return opened
  })
}

test.describe('status notifications', () => {
  test('a delivered push shows the status, and tapping it opens the application', async ({
    page,
    request,
    baseURL,
  }) => {
    const { skuId } = await paidApplication(request)
    await page.context().grantPermissions(['notifications'])
    await visitOnce(page)
    const cdp = await page.context().newCDPSession(page)
    const registrationId = await registrationIdOf(cdp, baseURL ?? '')

    // What the server's push carries: the number, the status and a language, nothing else.
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: baseURL ?? '',
      registrationId,
      data: JSON.stringify({ number: skuId, status: 'RECEIVED', lang: 'en' }),
    })
    await expect
      .poll(() => notificationsShown(page))
      .toEqual([
        {
          title: `Application ${skuId}: Received`,
          body: 'We have your payment and will check your application.',
        },
      ])

    const worker = page.context().serviceWorkers()[0] ?? (await page.context().waitForEvent('serviceworker'))
    const opened = await tapNotification(worker)
    expect(opened).toBe(`${baseURL}/Visa-Fee?application=${skuId}`)
    await page.goto(opened)
    // The look-up runs at once: the number's public answer, as for anyone who types it.
    await expect(page.getByText('Status: ')).toContainText('Received')
    await expect(page.getByRole('textbox', { name: 'Enter your Application Number' })).toHaveValue(skuId)
  })

  test('the opt-in on a paid application’s look-up turns notifications on and off for this device', async ({
    page,
    request,
  }) => {
    const { skuId, accessKey } = await paidApplication(request)
    const ecdh = createECDH('prime256v1')
    ecdh.generateKeys()
    const device = {
      endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${randomBytes(8).toString('hex')}`,
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    }
    // The subscription a push service would give (see the top of this file).
    await page.addInitScript((fake) => {
      let current: PushSubscription | null = null
      PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
        const key = options?.applicationServerKey as Uint8Array
        current = {
          endpoint: fake.endpoint,
          expirationTime: null,
          options: { applicationServerKey: key.buffer as ArrayBuffer, userVisibleOnly: true },
          getKey: () => null,
          toJSON: () => ({ endpoint: fake.endpoint, keys: { p256dh: fake.p256dh, auth: fake.auth } }),
          unsubscribe: async () => true,
        } as unknown as PushSubscription
        return current
      }
      PushManager.prototype.getSubscription = async () => current
    }, device)
    await page.context().grantPermissions(['notifications'])
    await visitOnce(page)
    await seedDrafts(page, [submittedDraft('3f3c2b52-7b1e-4b8e-9a0c-1d2e3f405061', skuId, accessKey)])

    await page.goto(`/Visa-Fee?application=${skuId}`)
    await expect(page.getByText('Status: ')).toContainText('Received')
    const subscribed = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/srilanka/push-subscriptions') && response.request().method() === 'POST',
    )
    await page.getByRole('button', { name: NOTIFY }).click()
    expect((await subscribed).status()).toBe(201)
    const on = page.getByText('Notifications are on for this device.')
    await expect(on).toBeFocused()
    await expectAccessible(page)

    const unsubscribed = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/srilanka/push-subscriptions') &&
        response.request().method() === 'DELETE',
    )
    await page.getByRole('button', { name: 'Turn off notifications on this device' }).click()
    expect((await unsubscribed).status()).toBe(200)
    await expect(page.getByText('Notifications are off for this device.')).toBeFocused()
    await expect(page.getByRole('button', { name: NOTIFY })).toBeVisible()
  })

  test('says why when the browser refuses notifications, and never asks before the tap', async ({
    page,
    request,
  }) => {
    const { skuId } = await paidApplication(request)
    await page.addInitScript(() => {
      ;(window as unknown as { askedBeforeTap: boolean }).askedBeforeTap = false
      let tapped = false
      document.addEventListener(
        'click',
        () => {
          tapped = true
        },
        true,
      )
      Notification.requestPermission = async () => {
        if (!tapped) (window as unknown as { askedBeforeTap: boolean }).askedBeforeTap = true
        return 'denied'
      }
    })
    await page.goto(`/Visa-Fee?application=${skuId}`)
    await expect(page.getByText('Status: ')).toContainText('Received')
    await page.getByRole('button', { name: NOTIFY }).click()
    await expect(page.getByText('Notifications are blocked for this site in your browser.')).toBeFocused()
    expect(await page.evaluate(() => (window as unknown as { askedBeforeTap: boolean }).askedBeforeTap)).toBe(
      false,
    )
    await expect(page.getByRole('button', { name: NOTIFY })).toHaveCount(0)
  })

  test('on an iPhone, the success page says to add the app to the Home Screen first', async ({
    browser,
    request,
    baseURL,
  }) => {
    const { skuId } = await paidApplication(request)
    const iphone = await browser.newContext({
      baseURL,
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    })
    const phone = await iphone.newPage()
    await phone.goto(`/Successfull?application=${skuId}`)
    await expect(phone.getByRole('heading', { name: 'Status notifications' })).toBeVisible()
    await expect(
      phone.getByText('add this app to your Home Screen first, then open it from there'),
    ).toBeVisible()
    await expect(phone.getByRole('button', { name: NOTIFY })).toHaveCount(0)
    await expectAccessible(phone)
    await iphone.close()
  })

  test('offline, the tap says a connection is needed and asks the browser nothing', async ({
    page,
    request,
  }) => {
    const { skuId } = await paidApplication(request)
    await page.addInitScript(() => {
      Notification.requestPermission = async () => {
        throw new Error('asked for permission offline')
      }
    })
    await page.goto(`/Visa-Fee?application=${skuId}`)
    await expect(page.getByText('Status: ')).toContainText('Received')
    await page.context().setOffline(true)
    await page.getByRole('button', { name: NOTIFY }).click()
    await expect(page.getByText('Turning notifications on or off needs a connection.')).toBeFocused()
    await expect(page.getByRole('button', { name: NOTIFY })).toBeEnabled()
    await page.context().setOffline(false)
  })
})
