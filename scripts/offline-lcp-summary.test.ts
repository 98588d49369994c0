import { describe, expect, it } from 'vitest'
import { finalLcp, row, summarise, usualElement } from './offline-lcp-summary'

const entry = (startTime: number, element = 'form#application') => ({ startTime, size: 1000, element })

describe('the offline LCP summary', () => {
  it('takes the last entry of a load as its LCP', () => {
    expect(finalLcp([entry(300, 'h1'), entry(450)])).toEqual(entry(450))
    expect(finalLcp([])).toBeUndefined()
  })

  it('gives median, min and max of odd and even run counts', () => {
    expect(summarise([900, 300, 500])).toEqual({ runs: 3, medianMs: 500, minMs: 300, maxMs: 900 })
    expect(summarise([400, 200, 800, 600])).toEqual({ runs: 4, medianMs: 500, minMs: 200, maxMs: 800 })
    expect(() => summarise([])).toThrow('No LCP')
  })

  it('names the element most runs painted last', () => {
    expect(usualElement([entry(1, 'h1'), entry(2, 'form'), entry(3, 'form')])).toBe('form')
  })

  it('says whether the median is under the target', () => {
    expect(row('/Apply', [entry(640.4), entry(910), entry(700)], 1000)).toEqual([
      '/Apply',
      3,
      700,
      640,
      910,
      'form#application',
      'met',
    ])
    expect(row('/', [entry(1200, 'h1')], 1000).at(-1)).toBe('MISSED')
  })
})
