import { describe, expect, it } from 'vitest'
import { pooledRandomBytes } from './random-pool'

describe('pooledRandomBytes', () => {
  it('gives the size asked for, and never the same bytes twice, across many refills of its block', () => {
    // 32-byte draws (an access key's) over about 80 refills of the 4 KiB block, with 10-byte
    // draws (an application number's) in between so the draws straddle the block's end.
    const keys = new Set<string>()
    for (let draw = 0; draw < 10_000; draw += 1) {
      const key = pooledRandomBytes(32)
      expect(key).toHaveLength(32)
      keys.add(key.toString('hex'))
      expect(pooledRandomBytes(10)).toHaveLength(10)
    }
    expect(keys.size).toBe(10_000)
  })

  it('hands out copies: what a caller keeps does not change with later draws', () => {
    const kept = pooledRandomBytes(32)
    const before = kept.toString('hex')
    for (let draw = 0; draw < 1_000; draw += 1) pooledRandomBytes(32)
    expect(kept.toString('hex')).toBe(before)
    expect(before).not.toBe('0'.repeat(64))
  })

  it('draws a large size straight from the CSPRNG', () => {
    expect(pooledRandomBytes(5000)).toHaveLength(5000)
  })
})
