// This device's side of Web Push (README "Notifications"): whether it can be notified at all, and
// turning notifications on or off for one application. The browser's permission prompt is asked
// for first thing in turnOnNotifications, which runs only from the traveller's tap.
import { PUSH_KEY_API, PUSH_SUBSCRIPTIONS_API, type PushKeyResponse } from '../../../../shared/push'
import { accessHeaders, getAccessKey } from '../../lib/access-keys'
import { apiRequest } from '../../lib/api'

/** Why this device cannot be notified, or 'possible'. */
export type PushAvailability = 'possible' | 'ios-not-installed' | 'unsupported' | 'denied'

/** What the browser tells about itself; a parameter so the rules can be tested one by one. */
export interface PushEnvironment {
  userAgent: string
  platform: string
  maxTouchPoints: number
  /** Opened from the Home Screen (display-mode standalone, or Safari's navigator.standalone). */
  standalone: boolean
  hasServiceWorker: boolean
  hasPushManager: boolean
  /** Notification.permission, or undefined without the Notification API. */
  permission: NotificationPermission | undefined
}

export function currentPushEnvironment(): PushEnvironment {
  return {
    userAgent: navigator.userAgent,
    platform: navigator.platform,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
    standalone:
      window.matchMedia?.('(display-mode: standalone)').matches === true ||
      (navigator as Navigator & { standalone?: boolean }).standalone === true,
    hasServiceWorker: 'serviceWorker' in navigator,
    hasPushManager: 'PushManager' in window,
    permission: 'Notification' in window ? Notification.permission : undefined,
  }
}

/**
 * iPhones and iPads (iOS 16.4 and later) deliver Web Push only to an app added to the Home Screen
 * and opened from there; in Safari's tab the push API is simply absent, so that is said first.
 * iPadOS asks for desktop pages as a Mac does: a "Mac" with a touch screen is an iPad.
 */
export function pushAvailability(env: PushEnvironment): PushAvailability {
  const ios =
    /iPad|iPhone|iPod/.test(env.userAgent) || (env.platform === 'MacIntel' && env.maxTouchPoints > 1)
  if (ios && !env.standalone) return 'ios-not-installed'
  if (!env.hasServiceWorker || !env.hasPushManager || env.permission === undefined) return 'unsupported'
  if (env.permission === 'denied') return 'denied'
  return 'possible'
}

export type TurnOnOutcome = 'on' | 'denied' | 'dismissed' | 'no-key'

/** Which application this device's subscription was sent for: applications share one subscription. */
const flagOf = (skuId: string) => `push-notifications:${skuId}`

function base64urlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/')
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4))
  return Uint8Array.from(binary, (char) => char.charCodeAt(0))
}

function sameKey(current: ArrayBuffer | null | undefined, wanted: Uint8Array): boolean {
  if (!current) return false
  const bytes = new Uint8Array(current)
  return bytes.length === wanted.length && bytes.every((byte, index) => byte === wanted[index])
}

/** How long a page whose service worker is still installing is given before the tap fails. */
const WORKER_WAIT_MS = 20_000

/** The app's service worker: registered by the update prompt; a page without one cannot subscribe. */
async function serviceWorker(): Promise<ServiceWorkerRegistration> {
  const registration = await navigator.serviceWorker.getRegistration()
  if (registration?.active) return registration
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('The service worker is not running.')), WORKER_WAIT_MS)
  })
  try {
    return await Promise.race([navigator.serviceWorker.ready, late])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Asks the browser's permission (call it straight from the tap: browsers show the prompt only
 * then), subscribes this device with the server's VAPID key and sends the subscription with the
 * application's key. A subscription made with another key (the server's key changed) is replaced.
 */
export async function turnOnNotifications(skuId: string): Promise<TurnOnOutcome> {
  const permission = await Notification.requestPermission()
  if (permission === 'denied') return 'denied'
  if (permission !== 'granted') return 'dismissed'
  const key = await getAccessKey(skuId)
  if (!key) return 'no-key'
  const { publicKey } = await apiRequest<PushKeyResponse>(PUSH_KEY_API)
  const serverKey = base64urlToBytes(publicKey)
  const registration = await serviceWorker()
  let subscription = await registration.pushManager.getSubscription()
  if (subscription && !sameKey(subscription.options.applicationServerKey, serverKey)) {
    await subscription.unsubscribe()
    subscription = null
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: serverKey,
  })
  await apiRequest(PUSH_SUBSCRIPTIONS_API, {
    method: 'POST',
    body: { sku_id: skuId, subscription: subscription.toJSON() },
    headers: accessHeaders(key),
  })
  try {
    localStorage.setItem(flagOf(skuId), subscription.endpoint)
  } catch {
    // Storage refused (private mode): the button shows "on" again only until the page closes.
  }
  return 'on'
}

/** The server stops notifying this device about the application. */
export async function turnOffNotifications(skuId: string): Promise<void> {
  const registration = await serviceWorker()
  const subscription = await registration.pushManager.getSubscription()
  const endpoint = subscription?.endpoint ?? localStorage.getItem(flagOf(skuId))
  if (endpoint) {
    await apiRequest(PUSH_SUBSCRIPTIONS_API, {
      method: 'DELETE',
      body: { sku_id: skuId, subscription: { endpoint } },
      headers: accessHeaders(await getAccessKey(skuId)),
    })
  }
  localStorage.removeItem(flagOf(skuId))
}

/** Whether this device turned notifications on for the application and its subscription still stands. */
export async function notificationsAreOn(skuId: string): Promise<boolean> {
  if (pushAvailability(currentPushEnvironment()) !== 'possible' || Notification.permission !== 'granted')
    return false
  const stored = localStorage.getItem(flagOf(skuId))
  if (!stored) return false
  const registration = await navigator.serviceWorker.getRegistration()
  const subscription = await registration?.pushManager.getSubscription()
  return subscription?.endpoint === stored
}
