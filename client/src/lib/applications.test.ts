import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { applicationQueryOptions } from './applications'

afterEach(() => vi.unstubAllGlobals())

describe('applicationQueryOptions', () => {
  it('looks up a number typed loosely (lower case, dashes, O for 0, L for 1) under its stored form', async () => {
    const urls: string[] = []
    vi.stubGlobal('fetch', async (url: string) => {
      urls.push(url)
      return new Response(JSON.stringify({ status: true, data: { sku_id: '70HQ2X9KMPVW31T5' } }), {
        headers: { 'Content-Type': 'application/json' },
      })
    })
    const options = applicationQueryOptions(' 7ohq-2x9k mpvw-3lt5 ')
    expect(options.queryKey).toEqual(['application', '70HQ2X9KMPVW31T5'])
    // The same query as the stored number's: a prefetch while typing serves the submit.
    expect(applicationQueryOptions('70HQ2X9KMPVW31T5').queryKey).toEqual(options.queryKey)
    const record = await new QueryClient().fetchQuery(options)
    expect(record.sku_id).toBe('70HQ2X9KMPVW31T5')
    expect(urls).toEqual(['/api/srilanka/View-application/70HQ2X9KMPVW31T5'])
  })
})
