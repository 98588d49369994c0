import { describe, expect, it } from 'vitest'
import { type PushEnvironment, pushAvailability } from './push-device'

const chrome: PushEnvironment = {
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  platform: 'Linux x86_64',
  maxTouchPoints: 0,
  standalone: false,
  hasServiceWorker: true,
  hasPushManager: true,
  permission: 'default',
}
const iphone: PushEnvironment = {
  ...chrome,
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  platform: 'iPhone',
  maxTouchPoints: 5,
  hasPushManager: false,
}

describe('whether this device can be notified', () => {
  it('can in a browser with the push API whose permission was not refused', () => {
    expect(pushAvailability(chrome)).toBe('possible')
    expect(pushAvailability({ ...chrome, permission: 'granted' })).toBe('possible')
  })

  it('asks an iPhone or iPad to add the app to the Home Screen first', () => {
    expect(pushAvailability(iphone)).toBe('ios-not-installed')
    // iPadOS presents itself as a Mac, with a touch screen.
    const ipad = {
      ...chrome,
      userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)',
      platform: 'MacIntel',
    }
    expect(pushAvailability({ ...ipad, maxTouchPoints: 5 })).toBe('ios-not-installed')
    expect(pushAvailability({ ...ipad, maxTouchPoints: 0 })).toBe('possible')
  })

  it('can on an iPhone once opened from the Home Screen, if its iOS has the push API', () => {
    expect(pushAvailability({ ...iphone, standalone: true, hasPushManager: true })).toBe('possible')
    expect(pushAvailability({ ...iphone, standalone: true })).toBe('unsupported')
  })

  it('says when the browser lacks the push API, or the traveller blocked notifications', () => {
    expect(pushAvailability({ ...chrome, hasPushManager: false })).toBe('unsupported')
    expect(pushAvailability({ ...chrome, permission: undefined })).toBe('unsupported')
    expect(pushAvailability({ ...chrome, hasServiceWorker: false })).toBe('unsupported')
    expect(pushAvailability({ ...chrome, permission: 'denied' })).toBe('denied')
  })
})
