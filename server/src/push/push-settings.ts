// How push messages leave the server (README "Notifications"): the VAPID keys that sign them, the
// push services they may go to, and the sender's retries.
import webpush from 'web-push'
import { AGENCY } from '../../../shared/agency'
import { type AllowedOrigin, DEFAULT_PUSH_SERVICE_ORIGINS, parsePushServiceOrigins } from './push-origins'

export interface PushRetry {
  /** Wait after the first failed attempt; each later one doubles it. */
  firstDelayMs: number
  /** The longest wait between two attempts. */
  maxDelayMs: number
  /** After this long since it was queued, a message that still fails is given up. */
  giveUpAfterMs: number
}

export interface VapidKeyPair {
  publicKey: string
  privateKey: string
}

export interface PushSettings {
  /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY; unset: a pair made once and kept in the database. */
  vapidKeys?: VapidKeyPair
  /** VAPID_SUBJECT: how a push service reaches the sender (mailto: or https:). Default the agency's address. */
  vapidSubject?: string
  /** PUSH_SERVICE_ORIGINS. Default the browsers' push services (push-origins.ts). */
  serviceOrigins?: readonly string[]
  pollIntervalMs?: number
  wakeDelayMs?: number
  retry?: Partial<PushRetry>
  /** Longest wait for one push service's answer. */
  timeoutMs?: number
  /** false: queue only, never send (tests that read the outbox). Default true. */
  sending?: boolean
}

export interface ResolvedPushSettings {
  vapidKeys?: VapidKeyPair
  vapidSubject: string
  origins: AllowedOrigin[]
  pollIntervalMs: number
  wakeDelayMs: number
  retry: PushRetry
  timeoutMs: number
  sending: boolean
}

const MINUTE = 60_000

function checkVapidKeys(keys: VapidKeyPair): void {
  // web-push checks the lengths and encoding: a wrong key stops the start, not every send.
  try {
    webpush.getVapidHeaders(
      'https://push.example',
      'mailto:check@example.com',
      keys.publicKey,
      keys.privateKey,
      'aes128gcm',
    )
  } catch (error) {
    throw new Error(
      `VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be a key pair as \`npx web-push generate-vapid-keys\` prints it (${(error as Error).message}).`,
    )
  }
}

function checkSubject(subject: string): void {
  if (!/^mailto:[^@\s]+@[^@\s]+$/.test(subject) && !/^https:\/\/[^\s/]+/.test(subject)) {
    throw new Error(
      'VAPID_SUBJECT must be a mailto: address or an https:// address, e.g. mailto:desk@agency.example.',
    )
  }
}

export function resolvePushSettings(settings: PushSettings = {}): ResolvedPushSettings {
  if (settings.vapidKeys) checkVapidKeys(settings.vapidKeys)
  const vapidSubject = settings.vapidSubject || `mailto:${AGENCY.supportEmail}`
  checkSubject(vapidSubject)
  return {
    vapidKeys: settings.vapidKeys,
    vapidSubject,
    origins: parsePushServiceOrigins(settings.serviceOrigins ?? DEFAULT_PUSH_SERVICE_ORIGINS),
    pollIntervalMs: settings.pollIntervalMs ?? 5_000,
    wakeDelayMs: settings.wakeDelayMs ?? 250,
    retry: {
      firstDelayMs: settings.retry?.firstDelayMs ?? MINUTE,
      maxDelayMs: settings.retry?.maxDelayMs ?? 60 * MINUTE,
      giveUpAfterMs: settings.retry?.giveUpAfterMs ?? 24 * 60 * MINUTE,
    },
    timeoutMs: settings.timeoutMs ?? 30_000,
    sending: settings.sending ?? true,
  }
}

/** VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY (both or neither), VAPID_SUBJECT, PUSH_SERVICE_ORIGINS. */
export function pushSettingsFromEnv(env: NodeJS.ProcessEnv): PushSettings {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim() || undefined
  const privateKey = env.VAPID_PRIVATE_KEY?.trim() || undefined
  if (Boolean(publicKey) !== Boolean(privateKey)) {
    throw new Error(
      'Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither (the server then makes a pair once and keeps it in the database).',
    )
  }
  const origins = env.PUSH_SERVICE_ORIGINS?.split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  const settings: PushSettings = {
    vapidKeys: publicKey && privateKey ? { publicKey, privateKey } : undefined,
    vapidSubject: env.VAPID_SUBJECT?.trim() || undefined,
    serviceOrigins: origins?.length ? origins : undefined,
  }
  // Every mistake stops the start with its message, not the first send.
  resolvePushSettings(settings)
  return settings
}
