import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { freshDatabase } from '../../../test/support'
import { getAccessKey, saveAccessKey } from '../../lib/access-keys'
import { queryClient } from '../../lib/query-client'
import { createDraft, markSubmitted } from '../../offline/draft-store'
import { loadApplication } from './load-application'

const SKU = 'SKU0000000000001'
const SUMMARY = {
  sku_id: SKU,
  payment_status: 'UNPAID',
  application_status: 'AWAITING_PAYMENT',
  visaType: 'TOURIST VISA',
  amount: '85.00',
  currency: 'USD',
  initials: 'J. D.',
}
const FULL = { ...SUMMARY, surname: 'DOE', other_name: 'JOHN', passport_number: 'N1234567' }

/** The server: the full record to the key `good`, the summary to anyone else. */
function serve(calls: (string | null)[]) {
  return vi.fn(async (_url: string, init?: RequestInit) => {
    const key = new Headers(init?.headers).get('x-application-key')
    calls.push(key)
    return new Response(JSON.stringify({ status: true, data: key === 'good' ? FULL : SUMMARY }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    })
  })
}

beforeEach(async () => {
  await freshDatabase()
  queryClient.clear()
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('loading an application for /Apply and /Preview', () => {
  it('opens the whole record on the device that holds its key, sending the key', async () => {
    const calls: (string | null)[] = []
    vi.stubGlobal('fetch', serve(calls))
    const draft = await createDraft({ surname: 'DOE' })
    await markSubmitted(draft.id, SKU, undefined, 'good')
    const loaded = await loadApplication(SKU.toLowerCase())
    expect(loaded).toMatchObject({ record: { passport_number: 'N1234567' }, source: 'server' })
    expect(calls).toEqual(['good'])
  })

  it('asks the passport questions on a device without a key', async () => {
    const calls: (string | null)[] = []
    vi.stubGlobal('fetch', serve(calls))
    expect(await loadApplication(SKU)).toEqual({ locked: true, skuId: SKU, offline: false })
    expect(calls).toEqual([null])
  })

  it('asks again, and forgets the key, when the server no longer accepts it', async () => {
    vi.stubGlobal('fetch', serve([]))
    await saveAccessKey(SKU, 'revoked')
    expect(await loadApplication(SKU)).toMatchObject({ locked: true })
    expect(await getAccessKey(SKU)).toBeUndefined()
  })

  it('asks the server again once a key arrived after the summary was cached by a look-up', async () => {
    const calls: (string | null)[] = []
    vi.stubGlobal('fetch', serve(calls))
    expect(await loadApplication(SKU)).toMatchObject({ locked: true })
    await saveAccessKey(SKU, 'good')
    expect(await loadApplication(SKU)).toMatchObject({ record: { surname: 'DOE' } })
    expect(calls).toEqual([null, 'good'])
  })

  it('says a connection is needed when there is neither a key nor a connection', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch')
      }),
    )
    expect(await loadApplication(SKU)).toEqual({ locked: true, skuId: SKU, offline: true })
  })
})
