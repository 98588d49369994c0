import { describe, expect, it } from 'vitest'
import { DEFAULT_PUSH_SERVICE_ORIGINS, isAllowedEndpoint, parsePushServiceOrigins } from './push-origins'
import { pushSettingsFromEnv } from './push-settings'

const defaults = parsePushServiceOrigins(DEFAULT_PUSH_SERVICE_ORIGINS)

describe('the push services the server sends to', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91bH',
    'https://fcm.googleapis.com/wp/dGVzdA',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk',
    'https://web.push.apple.com/QGuQyavXutnMH6',
    'https://wns2-by3p.notify.windows.com/w/?token=BQYAAAB',
  ])('accepts a real browser endpoint: %s', (endpoint) => {
    expect(isAllowedEndpoint(endpoint, defaults)).toBe(true)
  })

  it.each([
    'http://fcm.googleapis.com/fcm/send/x',
    'https://fcm.googleapis.com:8443/fcm/send/x',
    'https://fcm.googleapis.com.attacker.example/x',
    'https://attacker.example/fcm.googleapis.com',
    'https://notify.windows.com/w/',
    'https://evil-notify.windows.com/w/',
    'https://user@web.push.apple.com/x',
    'https://127.0.0.1/x',
    'https://[::1]/x',
    'http://169.254.169.254/latest/meta-data',
    'file:///etc/passwd',
    'not a url',
  ])('refuses %s', (endpoint) => {
    expect(isAllowedEndpoint(endpoint, defaults)).toBe(false)
  })

  it('takes a local push service only when it is named, with its port', () => {
    const local = parsePushServiceOrigins(['http://127.0.0.1:4999'])
    expect(isAllowedEndpoint('http://127.0.0.1:4999/push/a', local)).toBe(true)
    expect(isAllowedEndpoint('http://127.0.0.1:4998/push/a', local)).toBe(false)
    expect(isAllowedEndpoint('http://127.0.0.1:4999/push/a', defaults)).toBe(false)
  })

  it.each([
    ['http://push.internal.example', /plain HTTP/],
    ['ftp://push.example', /https/],
    ['https://push.example/path', /origin only/],
    ['push.example', /not an origin/],
  ])('refuses PUSH_SERVICE_ORIGINS=%s at start, saying why', (entry, message) => {
    expect(() => pushSettingsFromEnv({ PUSH_SERVICE_ORIGINS: entry })).toThrow(message)
  })

  it('needs both VAPID keys or neither, and a pair web-push accepts', () => {
    expect(() => pushSettingsFromEnv({ VAPID_PUBLIC_KEY: 'abc' })).toThrow(/both/)
    expect(() => pushSettingsFromEnv({ VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: 'def' })).toThrow(
      /VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be a key pair/,
    )
    expect(() => pushSettingsFromEnv({ VAPID_SUBJECT: 'agency' })).toThrow(/VAPID_SUBJECT/)
    expect(pushSettingsFromEnv({}).vapidKeys).toBeUndefined()
  })
})
