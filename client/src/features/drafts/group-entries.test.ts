import { describe, expect, it } from 'vitest'
import type { Draft } from '../../offline'
import { entriesOf, groupResumeHref } from './partial-filled-page'

function draft(id: string, createdAt: number, extra: Partial<Draft> = {}): Draft {
  return {
    id,
    data: {},
    createdAt,
    updatedAt: createdAt,
    localVersion: 1,
    serverVersion: 0,
    syncState: 'local',
    ...extra,
  }
}

describe('Partial-Filled entries', () => {
  it('lists a group as one entry, first traveller first, where its newest member is', () => {
    const group = { id: 'g', firstDraftId: 'a' }
    const a = draft('a', 1, { group, skuId: 'SKU0000000000001', syncState: 'submitted' })
    const b = draft('b', 2, { group })
    const alone = draft('c', 3)
    // The list comes newest first.
    const entries = entriesOf([alone, b, a])
    expect(entries).toEqual([
      { kind: 'one', draft: alone },
      { kind: 'group', id: 'g', drafts: [a, b] },
    ])
    // Resuming goes to the traveller still being filled.
    expect(groupResumeHref([a, b])).toBe('/Apply?draft=b')
  })

  it('shows a group with one listed member as that draft, and resumes a submitted group on its preview', () => {
    const a = draft('a', 1, { group: { id: 'g', firstDraftId: 'a' } })
    expect(entriesOf([a])).toEqual([{ kind: 'one', draft: a }])
    const paidFirst = draft('p', 1, { skuId: 'SKU0000000000001', syncState: 'paid' })
    const unpaid = draft('q', 2, { skuId: 'SKU0000000000002', syncState: 'submitted' })
    expect(groupResumeHref([paidFirst, unpaid])).toBe('/Preview/SKU0000000000002')
  })
})
