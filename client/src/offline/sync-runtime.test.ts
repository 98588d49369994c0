// The page's sync engine starts once, at start-up, and reading it (as the status indicator does)
// never starts it.
import 'fake-indexeddb/auto'
import { expect, it, vi } from 'vitest'
import { SyncEngine } from './sync-engine'
import { getSyncEngine, startSync } from './sync-runtime'

it('starts once, only when asked at start-up', () => {
  const start = vi.spyOn(SyncEngine.prototype, 'start').mockReturnValue(() => {})
  const engine = getSyncEngine()
  expect(getSyncEngine()).toBe(engine)
  expect(start).not.toHaveBeenCalled()
  expect(startSync()).toBe(engine)
  expect(startSync()).toBe(engine)
  expect(start).toHaveBeenCalledTimes(1)
})
