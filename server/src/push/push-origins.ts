// Where the server may send push messages. A subscription's endpoint is an address the browser
// hands us, so a forged one could make the server call anything it can reach (an internal
// service, a cloud metadata address): only the HTTPS origins of the browsers' push services are
// accepted, checked when the subscription is made and again before each send.
import { isIP } from 'node:net'

/** The push services of Chrome, Edge (and other Chromium browsers), Firefox and Safari. */
export const DEFAULT_PUSH_SERVICE_ORIGINS = [
  'https://fcm.googleapis.com',
  'https://updates.push.services.mozilla.com',
  'https://web.push.apple.com',
  'https://*.notify.windows.com',
] as const

export interface AllowedOrigin {
  protocol: 'https:' | 'http:'
  /** The host name, or for `*.example.com` the suffix `.example.com`. */
  host: string
  wildcard: boolean
  /** '' for the scheme's default port, as URL gives it. */
  port: string
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost'])

function originError(entry: string, why: string): Error {
  return new Error(`PUSH_SERVICE_ORIGINS: "${entry}" ${why}`)
}

/**
 * PUSH_SERVICE_ORIGINS, split at commas: `https://host`, `https://*.suffix` (any host under it) or,
 * for a push service on this machine (tests), `http://127.0.0.1:port`. Nothing else: plain HTTP to
 * another host would carry the VAPID signature and the message in the clear.
 */
export function parsePushServiceOrigins(entries: readonly string[]): AllowedOrigin[] {
  return entries.map((raw) => {
    const entry = raw.trim()
    const wildcard = /^https:\/\/\*\./.test(entry)
    let url: URL
    try {
      url = new URL(wildcard ? entry.replace('*.', 'wildcard.') : entry)
    } catch {
      throw originError(entry, 'is not an origin such as https://fcm.googleapis.com.')
    }
    if (
      url.pathname !== '/' ||
      url.search ||
      url.hash ||
      url.username ||
      url.password ||
      entry.endsWith('/')
    ) {
      throw originError(entry, 'must be an origin only: scheme, host and port, no path.')
    }
    if (url.protocol === 'http:') {
      if (!LOOPBACK_HOSTS.has(url.hostname)) {
        throw originError(
          entry,
          'uses plain HTTP; only https:// (or http:// to this machine, for tests) is allowed.',
        )
      }
    } else if (url.protocol !== 'https:') {
      throw originError(entry, 'must start with https://.')
    }
    const host = wildcard ? url.hostname.slice('wildcard'.length) : url.hostname
    return { protocol: url.protocol as AllowedOrigin['protocol'], host, wildcard, port: url.port }
  })
}

/** Whether `endpoint` lies on one of the `allowed` origins. */
export function isAllowedEndpoint(endpoint: string, allowed: readonly AllowedOrigin[]): boolean {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return false
  }
  if (url.username || url.password) return false
  return allowed.some((origin) => {
    if (url.protocol !== origin.protocol || url.port !== origin.port) return false
    if (!origin.wildcard) return url.hostname === origin.host
    // A name under the suffix, never an address that happens to end like one.
    return (
      isIP(url.hostname.replace(/^\[|\]$/g, '')) === 0 &&
      url.hostname.endsWith(origin.host) &&
      url.hostname.length > origin.host.length
    )
  })
}
