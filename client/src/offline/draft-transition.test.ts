// Each event a draft lives through, on its own: what the traveller's device then holds.
import { describe, expect, it } from 'vitest'
import type { Application } from '../../../shared/application'
import { type DraftEvent, transition } from './draft-transition'
import type { StoredDraft } from './records'

const AT = 1_700_000_000_000

function draft(overrides: Partial<StoredDraft> = {}): StoredDraft {
  return {
    id: 'd1',
    data: { surname: 'doe', other_name: 'jane', passport_number: 'n123' },
    createdAt: AT - 1000,
    updatedAt: AT - 1000,
    localVersion: 3,
    serverVersion: 2,
    syncState: 'synced',
    ...overrides,
  }
}

const application = {
  surname: 'DOE',
  other_name: 'JANE',
  passport_number: 'N123',
  confirm: true,
} as unknown as Application

describe('transition', () => {
  it('edited: the new data, one more local version, and "not yet synced"', () => {
    const next = transition(draft(), { type: 'edited', data: { surname: 'roe' }, at: AT })
    expect(next).toMatchObject({
      data: { surname: 'roe' },
      updatedAt: AT,
      localVersion: 4,
      syncState: 'local',
    })
  })

  it('edited: a draft waiting for a conflict choice, or a submitted one, keeps its state', () => {
    const conflict = { data: {}, version: 5, updatedAt: AT }
    expect(transition(draft({ conflict }), { type: 'edited', data: {}, at: AT }).syncState).toBe('synced')
    expect(
      transition(draft({ syncState: 'submitted' }), { type: 'edited', data: {}, at: AT }).syncState,
    ).toBe('submitted')
  })

  it('submit-queued: keeps what is sent (the draft fields only), waiting, the old refusal gone', () => {
    const next = transition(draft({ lastError: 'old', syncState: 'local' }), {
      type: 'submit-queued',
      application,
      at: AT,
    })
    expect(next).toMatchObject({ syncState: 'queued', localVersion: 4, updatedAt: AT, lastError: undefined })
    expect(next.data).toEqual({ surname: 'DOE', other_name: 'JANE', passport_number: 'N123' })
  })

  it('update-queued: what was typed is now what is queued', () => {
    const edits = { data: { surname: 'x' }, savedAt: AT - 10 }
    const next = transition(draft({ syncState: 'submitted', skuId: 'ABC', edits }), {
      type: 'update-queued',
      skuId: 'ABC',
      application,
      at: AT,
    })
    expect(next).toMatchObject({ syncState: 'queued', skuId: 'ABC', edits: undefined })
    expect(next.data.surname).toBe('DOE')
  })

  it('submitted: the application number, the time, and no refusal or conflict left', () => {
    const next = transition(draft({ syncState: 'queued', lastError: 'x' }), {
      type: 'submitted',
      skuId: 'ABC',
      at: AT,
    })
    expect(next).toMatchObject({
      syncState: 'submitted',
      skuId: 'ABC',
      submittedAt: AT,
      lastError: undefined,
    })
    expect(next.data.surname).toBe('doe')
    const withSent = transition(draft(), { type: 'submitted', skuId: 'ABC', at: AT, application })
    expect(withSent.data.surname).toBe('DOE')
  })

  it('update-sent: a waiting update becomes the submitted application; other states stay', () => {
    expect(transition(draft({ syncState: 'queued' }), { type: 'update-sent' }).syncState).toBe('submitted')
    expect(transition(draft({ syncState: 'paid' }), { type: 'update-sent' }).syncState).toBe('paid')
  })

  it('refused: the reason is kept; a refused submit is a draft again, a refused update a submitted one', () => {
    const queued = draft({ syncState: 'queued' })
    expect(transition(queued, { type: 'refused', entry: 'submit', message: 'No.' })).toMatchObject({
      syncState: 'local',
      lastError: 'No.',
    })
    expect(transition(queued, { type: 'refused', entry: 'update', message: 'No.' }).syncState).toBe(
      'submitted',
    )
    // A refused draft save keeps the draft's state: only its reason is kept.
    expect(transition(queued, { type: 'refused', entry: 'save-draft', message: 'No.' }).syncState).toBe(
      'queued',
    )
  })

  it('withdrawn: back to the draft as it was before it was queued, unless it changed since', () => {
    const edits = { data: { surname: 'typed' }, savedAt: AT }
    const before = draft({ syncState: 'submitted', skuId: 'ABC', edits })
    const queued = transition(before, { type: 'update-queued', skuId: 'ABC', application, at: AT })
    const event: DraftEvent = { type: 'withdrawn', before, queuedLocalVersion: queued.localVersion }
    const back = transition(queued, event)
    expect(back).toMatchObject({ syncState: 'submitted', data: before.data, edits, lastError: undefined })
    const typedSince = transition(queued, { type: 'edits-saved', data: { surname: 'newer' }, at: AT + 1 })
    expect(transition(typedSince, event).edits?.data).toEqual({ surname: 'newer' })
    const editedSince = { ...queued, localVersion: queued.localVersion + 1 }
    expect(transition(editedSince, event).data).toEqual(queued.data)
  })

  it('save-acknowledged: the server version; synced unless newer data follows', () => {
    const local = draft({ syncState: 'local', lastError: 'x' })
    expect(transition(local, { type: 'save-acknowledged', version: 7, again: false })).toMatchObject({
      serverVersion: 7,
      syncState: 'synced',
      lastError: undefined,
    })
    expect(transition(local, { type: 'save-acknowledged', version: 7, again: true }).syncState).toBe('local')
  })

  it('conflict, then resolved either way', () => {
    const server = { data: { surname: 'theirs' }, version: 9, updatedAt: AT }
    const conflicted = transition(draft({ syncState: 'local' }), { type: 'conflict', server })
    expect(conflicted.conflict).toEqual(server)
    expect(transition(conflicted, { type: 'conflict-resolved', keep: 'mine', at: AT })).toMatchObject({
      serverVersion: 9,
      conflict: undefined,
      syncState: 'local',
      data: conflicted.data,
    })
    expect(transition(conflicted, { type: 'conflict-resolved', keep: 'theirs', at: AT })).toMatchObject({
      serverVersion: 9,
      conflict: undefined,
      syncState: 'synced',
      data: server.data,
      updatedAt: AT,
    })
    const none = draft()
    expect(transition(none, { type: 'conflict-resolved', keep: 'theirs', at: AT })).toBe(none)
  })

  it('server-copy-deleted and passport-uploaded', () => {
    expect(transition(draft(), { type: 'server-copy-deleted' }).serverVersion).toBe(0)
    expect(transition(draft(), { type: 'passport-uploaded', filename: 'p.jpg' }).data.passport_bio_page).toBe(
      'p.jpg',
    )
  })

  it('paid: only the name and visa type stay on the device', () => {
    const next = transition(draft({ data: { surname: 'DOE', passport_number: 'N1', visaType: 'Tourist' } }), {
      type: 'paid',
    })
    expect(next).toMatchObject({ syncState: 'paid', data: { surname: 'DOE', visaType: 'Tourist' } })
    expect(next.data.passport_number).toBeUndefined()
  })

  it('edits saved, discarded, and recorded as sent', () => {
    const saved = transition(draft({ syncState: 'submitted' }), {
      type: 'edits-saved',
      data: { surname: 'e' },
      at: AT,
    })
    expect(saved).toMatchObject({ edits: { data: { surname: 'e' }, savedAt: AT }, updatedAt: AT })
    expect(transition(saved, { type: 'edits-discarded' }).edits).toBeUndefined()
    const recorded = transition(saved, { type: 'update-recorded', application, at: AT + 1 })
    expect(recorded).toMatchObject({ edits: undefined, updatedAt: AT + 1 })
    expect(recorded.data.surname).toBe('DOE')
  })
})
