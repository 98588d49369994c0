import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { freshDatabase } from '../../test/support'
import {
  forgetUnsaved,
  journalUnsaved,
  readJournal,
  replayJournal,
  resetJournalReplay,
} from './draft-journal'
import { createDraft, getDraft, markSubmitted, saveApplicationEdits, saveDraftData } from './draft-store'
import { listOutbox } from './outbox'

let now = 1_700_000_000_000

beforeEach(async () => {
  await freshDatabase()
  localStorage.clear()
  resetJournalReplay()
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(now)
})

afterEach(() => {
  vi.useRealTimers()
})

function later(ms = 1000) {
  now += ms
  vi.setSystemTime(now)
}

describe('the unsaved-changes journal', () => {
  it('keeps changes synchronously and stores them on the next start, queued for the server', async () => {
    const draft = await createDraft({ surname: 'DOE' })
    later()
    journalUnsaved(draft.id, { surname: 'DOE', other_name: 'JOHN' })
    expect(readJournal()).toEqual([
      { kind: 'draft', key: draft.id, entry: { at: now, data: { surname: 'DOE', other_name: 'JOHN' } } },
    ])
    await replayJournal()
    expect((await getDraft(draft.id))?.data).toEqual({ surname: 'DOE', other_name: 'JOHN' })
    expect((await listOutbox()).map((entry) => entry.kind)).toEqual(['save-draft'])
    expect(readJournal()).toEqual([])
  })

  it('never puts older changes over a later save', async () => {
    const draft = await createDraft()
    journalUnsaved(draft.id, { surname: 'OLD' })
    later()
    await saveDraftData(draft.id, { surname: 'NEWER' })
    await replayJournal()
    expect((await getDraft(draft.id))?.data).toEqual({ surname: 'NEWER' })
    expect(readJournal()).toEqual([])
  })

  it('brings back a draft that was never stored at all', async () => {
    const id = crypto.randomUUID()
    journalUnsaved(id, { surname: 'FIRST WORDS' })
    await replayJournal()
    expect((await getDraft(id))?.data).toEqual({ surname: 'FIRST WORDS' })
  })

  it('forgets on request, and drops what it cannot read', async () => {
    journalUnsaved('a', { surname: 'A' })
    forgetUnsaved('a')
    localStorage.setItem('evisa-unsaved-draft:b', '{not json')
    localStorage.setItem('something-else', 'kept')
    expect(readJournal()).toEqual([])
    expect(localStorage.getItem('evisa-unsaved-draft:b')).toBeNull()
    expect(localStorage.getItem('something-else')).toBe('kept')
  })

  it('replays once per page, however many screens ask', async () => {
    const draft = await createDraft()
    later()
    journalUnsaved(draft.id, { surname: 'ONCE' })
    await Promise.all([replayJournal(), replayJournal()])
    expect((await getDraft(draft.id))?.localVersion).toBe(1)
  })

  it('keeps changes to a submitted application as changes, never as what was sent', async () => {
    const draft = await createDraft()
    await markSubmitted(draft.id, 'SKU0000000000005', { surname: 'SENT' } as never)
    later()
    journalUnsaved('SKU0000000000005', { surname: 'TYPED' }, { kind: 'edits' })
    expect(readJournal()).toEqual([
      { kind: 'edits', key: 'SKU0000000000005', entry: { at: now, data: { surname: 'TYPED' } } },
    ])
    await replayJournal()
    const kept = await getDraft(draft.id)
    expect(kept?.data).toEqual({ surname: 'SENT' })
    expect(kept?.edits?.data).toEqual({ surname: 'TYPED' })
    expect(readJournal()).toEqual([])
  })

  it('never puts older changes to a submitted application over later ones', async () => {
    const draft = await createDraft()
    await markSubmitted(draft.id, 'SKU0000000000005')
    journalUnsaved('SKU0000000000005', { surname: 'OLD' }, { kind: 'edits' })
    later()
    await saveApplicationEdits('SKU0000000000005', { surname: 'NEWER' })
    await replayJournal()
    expect((await getDraft(draft.id))?.edits?.data).toEqual({ surname: 'NEWER' })
  })
})
