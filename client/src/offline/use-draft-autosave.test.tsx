import 'fake-indexeddb/auto'
import { act, cleanup, render, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { settle } from '../../test/render'
import { freshDatabase } from '../../test/support'
import { readJournal } from './draft-journal'
import { createDraft, getDraft, markSubmitted, saveDraftData } from './draft-store'
import { StorageFullError } from './idb'
import { type AutosaveState, flushAllDraftSaves, useDraftAutosave } from './use-draft-autosave'

vi.mock('./draft-store', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./draft-store')>()
  return { ...actual, saveDraftData: vi.fn(actual.saveDraftData) }
})

const save = vi.mocked(saveDraftData)
let state: AutosaveState & { flush: () => Promise<void> }

function Form({ draftId, input }: { draftId?: string; input: Record<string, unknown> }) {
  state = useDraftAutosave(draftId, input)
  return <p data-status={state.status}>{state.status}</p>
}

/** /Apply/{id}: changes to application SKU0000000000009, sent as { surname: 'SENT' }. */
function EditForm({ input }: { input: Record<string, unknown> }) {
  state = useDraftAutosave('SKU0000000000009', input, { edits: { base: { surname: 'SENT' } } })
  return null
}

// The page's real sync engine would talk to a server that is not there.
vi.mock('./sync-runtime', () => ({ getSyncEngine: vi.fn() }))

beforeEach(async () => {
  await freshDatabase()
  save.mockClear()
})

afterEach(() => {
  vi.useRealTimers()
  cleanup()
})

async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms))
}

describe('useDraftAutosave', () => {
  it('saves nothing for the input the form was opened with', async () => {
    const draft = await createDraft({ surname: 'DOE' })
    render(<Form draftId={draft.id} input={{ surname: 'DOE' }} />)
    await settle(1200)
    expect(save).not.toHaveBeenCalled()
    expect(state.status).toBe('idle')
  })

  it('saves at most a second after a change, even while the traveller keeps typing', async () => {
    const draft = await createDraft()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const view = render(<Form draftId={draft.id} input={{}} />)
    const typed = ['D', 'DO', 'DOE', 'DOE ', 'DOE J', 'DOE JO']
    for (const surname of typed) {
      view.rerender(<Form draftId={draft.id} input={{ surname }} />)
      await advance(200)
    }
    // Six changes 200 ms apart: never a quiet moment, yet the one-second limit saved.
    expect(save).toHaveBeenCalledTimes(1)
    expect(save.mock.calls[0]).toEqual([draft.id, { surname: 'DOE J' }])
    vi.useRealTimers()
    await waitFor(async () => expect((await getDraft(draft.id))?.data).toEqual({ surname: 'DOE J' }))
  })

  it('saves after a short pause in typing, with the confirmation checkbox left out', async () => {
    const draft = await createDraft()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const view = render(<Form draftId={draft.id} input={{}} />)
    view.rerender(<Form draftId={draft.id} input={{ surname: 'DOE', confirm: true }} />)
    await advance(299)
    expect(save).not.toHaveBeenCalled()
    await advance(1)
    expect(save).toHaveBeenCalledOnce()
    vi.useRealTimers()
    await waitFor(async () => expect((await getDraft(draft.id))?.data).toEqual({ surname: 'DOE' }))
    await waitFor(() => expect(state.status).toBe('saved'))
  })

  it('does not save again for a re-render with the same values', async () => {
    const draft = await createDraft()
    const view = render(<Form draftId={draft.id} input={{}} />)
    view.rerender(<Form draftId={draft.id} input={{ surname: 'DOE' }} />)
    await settle(400)
    view.rerender(<Form draftId={draft.id} input={{ surname: 'DOE' }} />)
    await settle(400)
    expect(save).toHaveBeenCalledOnce()
  })

  it('saves at once when the page is hidden or left', async () => {
    const draft = await createDraft()
    const view = render(<Form draftId={draft.id} input={{}} />)
    view.rerender(<Form draftId={draft.id} input={{ surname: 'HIDDEN' }} />)
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
    await settle()
    expect(save).toHaveBeenCalledWith(draft.id, { surname: 'HIDDEN' })

    view.rerender(<Form draftId={draft.id} input={{ surname: 'LEFT' }} />)
    window.dispatchEvent(new Event('pagehide'))
    await settle(20)
    expect(save).toHaveBeenLastCalledWith(draft.id, { surname: 'LEFT' })
  })

  it('journals unsaved changes synchronously as the page goes away, and forgets them once saved', async () => {
    localStorage.clear()
    const draft = await createDraft()
    // A save that never finishes: the page is being torn down.
    let finish = () => {}
    save.mockImplementationOnce(
      (id, input) =>
        new Promise((resolve, reject) => {
          finish = () => void saveDraftData(id, input).then(resolve, reject)
        }),
    )
    const view = render(<Form draftId={draft.id} input={{}} />)
    view.rerender(<Form draftId={draft.id} input={{ surname: 'LAST WORDS', confirm: true }} />)
    window.dispatchEvent(new Event('pagehide'))
    // Written before the event handler returned, without the confirmation.
    expect(readJournal()).toEqual([
      { kind: 'draft', key: draft.id, entry: { at: expect.any(Number), data: { surname: 'LAST WORDS' } } },
    ])
    await settle()
    expect(readJournal()).toHaveLength(1)
    finish()
    await waitFor(async () => expect((await getDraft(draft.id))?.data).toEqual({ surname: 'LAST WORDS' }))
    expect(readJournal()).toEqual([])
  })

  it('journals a save still under way when the page goes away', async () => {
    localStorage.clear()
    const draft = await createDraft()
    save.mockImplementationOnce(() => new Promise(() => {}))
    const view = render(<Form draftId={draft.id} input={{}} />)
    view.rerender(<Form draftId={draft.id} input={{ surname: 'IN FLIGHT' }} />)
    void state.flush()
    await settle(20)
    window.dispatchEvent(new Event('pagehide'))
    expect(readJournal().map(({ entry }) => entry.data)).toEqual([{ surname: 'IN FLIGHT' }])
  })

  it('saves when the form goes away', async () => {
    const draft = await createDraft()
    const view = render(<Form draftId={draft.id} input={{}} />)
    view.rerender(<Form draftId={draft.id} input={{ surname: 'BYE' }} />)
    view.unmount()
    await waitFor(async () => expect((await getDraft(draft.id))?.data).toEqual({ surname: 'BYE' }))
  })

  it('saves every open form when asked before an app update', async () => {
    const draft = await createDraft()
    const view = render(<Form draftId={draft.id} input={{}} />)
    view.rerender(<Form draftId={draft.id} input={{ surname: 'UPDATE' }} />)
    await flushAllDraftSaves()
    expect((await getDraft(draft.id))?.data).toEqual({ surname: 'UPDATE' })
  })

  it('reports a full disk and tries again with the next change', async () => {
    const draft = await createDraft()
    save.mockRejectedValueOnce(new StorageFullError())
    const view = render(<Form draftId={draft.id} input={{}} />)
    view.rerender(<Form draftId={draft.id} input={{ surname: 'A' }} />)
    await settle(400)
    expect(state.status).toBe('error')
    expect(state.error).toBeInstanceOf(StorageFullError)
    await expect(flushAllDraftSaves()).resolves.toBeUndefined()
    await waitFor(() => expect(state.status).toBe('saved'))
    expect((await getDraft(draft.id))?.data).toEqual({ surname: 'A' })
  })

  it('waits while there is no draft yet', async () => {
    const view = render(<Form input={{}} />)
    view.rerender(<Form input={{ surname: 'X' }} />)
    await settle(1200)
    expect(save).not.toHaveBeenCalled()
  })

  it('keeps changes to a submitted application apart from what was sent, journaled by its number', async () => {
    localStorage.clear()
    const draft = await createDraft()
    await markSubmitted(draft.id, 'SKU0000000000009', { surname: 'SENT' } as never)
    const view = render(<EditForm input={{ surname: 'SENT' }} />)
    await settle(1200)
    expect((await getDraft(draft.id))?.edits).toBeUndefined()
    view.rerender(<EditForm input={{ surname: 'CHANGED' }} />)
    window.dispatchEvent(new Event('pagehide'))
    expect(readJournal()).toEqual([
      {
        kind: 'edits',
        key: 'SKU0000000000009',
        entry: { at: expect.any(Number), data: { surname: 'CHANGED' } },
      },
    ])
    await waitFor(async () => expect((await getDraft(draft.id))?.edits).toBeDefined())
    const kept = await getDraft(draft.id)
    expect(kept?.data).toEqual({ surname: 'SENT' })
    expect(kept?.edits?.data).toEqual({ surname: 'CHANGED' })
    expect(save).not.toHaveBeenCalled()
    expect(readJournal()).toEqual([])
  })
})
