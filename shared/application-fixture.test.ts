import { afterEach, describe, expect, it, vi } from 'vitest'

afterEach(() => {
  vi.useRealTimers()
  vi.resetModules()
})

describe('touristApplication', () => {
  it('makes the same application either side of midnight: its dates count from when it loaded', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(2026, 11, 28, 23, 59, 59, 900))
    const { touristApplication } = await import('./application-fixture')
    const before = touristApplication()
    vi.setSystemTime(new Date(2026, 11, 29, 0, 0, 0, 100))
    expect(touristApplication()).toEqual(before)
    expect(before.intended_arrival_date).toBe('2027-01-27')
  })

  it('counts from the day it is given', async () => {
    const { touristApplication } = await import('./application-fixture')
    expect(touristApplication({}, '2026-06-15').intended_arrival_date).toBe('2026-07-15')
  })
})
