// Every change of a draft's state, in one place (ADR 003): the store, the outbox and the submit
// command describe what happened as an event, and `transition` answers the draft as it is after
// it. Pure: no IndexedDB, no clock, no randomness, so each event is tested on its own.
import type { Application } from '../../../shared/application'
import { pickDraftData } from './draft-data'
import type {
  DraftConflict,
  DraftData,
  DraftGroup,
  DraftSyncState,
  OutboxEntry,
  StoredDraft,
} from './records'

type Draft = StoredDraft

export type DraftEvent =
  /** The form's data changed on this device (autosave). */
  | { type: 'edited'; data: DraftData; at: number }
  /** Submit pressed: the application waits in the outbox. */
  | { type: 'submit-queued'; application: Application; at: number }
  /** Update pressed on /Apply/{skuId}: the changes wait in the outbox; what was typed is in them. */
  | { type: 'update-queued'; skuId: string; application: Application; at: number }
  /** The server created the application; with `application`, the draft keeps what was sent. */
  | { type: 'submitted'; skuId: string; at: number; application?: Application }
  /** The server accepted the queued changes. */
  | { type: 'update-sent' }
  /** The server refused what was sent (a 4xx): the traveller has to correct it. */
  | { type: 'refused'; entry: OutboxEntry['kind']; message: string }
  /**
   * The submit command took a refused submit or update back to the form, which shows why: the
   * draft returns to what it was before it was queued, unless it changed since.
   */
  | { type: 'withdrawn'; before: Draft; queuedLocalVersion: number }
  /** A draft save reached the server as `version`; `again` when newer data still has to follow. */
  | { type: 'save-acknowledged'; version: number; again: boolean }
  /** The server holds another copy (409); both are kept until the traveller chooses. */
  | { type: 'conflict'; server: DraftConflict }
  | { type: 'conflict-resolved'; keep: 'mine' | 'theirs'; at: number }
  /** The server forgot its copy of the draft. */
  | { type: 'server-copy-deleted' }
  /** The passport copy is on the server under `filename`. */
  | { type: 'passport-uploaded'; filename: string }
  /** Paid: the device forgets the personal data and keeps only what Partial-Filled lists. */
  | { type: 'paid' }
  /** What is typed into /Apply/{skuId} and not yet submitted. */
  | { type: 'edits-saved'; data: DraftData; at: number }
  | { type: 'edits-discarded' }
  /** The server accepted changes sent straight from /Apply/{skuId}. */
  | { type: 'update-recorded'; application: Application; at: number }
  /** A traveller was added to travel with this one: the draft is a member of `group`. */
  | { type: 'grouped'; group: DraftGroup }

/** What a paid application keeps on this device: enough for Partial-Filled to list it. */
export const KEPT_WHEN_PAID = ['surname', 'other_name', 'visaType'] as const

/** Drafts whose edits travel as draft saves; the others are submitted applications. */
export function isUnfinishedState(state: DraftSyncState): boolean {
  return state === 'local' || state === 'synced'
}

/**
 * The draft keeps what was sent (the checked application, upper-cased and trimmed), so that this
 * device can show the application, and edit it, without a connection.
 */
function withSent(draft: Draft, application: Application): Draft {
  return { ...draft, data: pickDraftData(application), localVersion: draft.localVersion + 1 }
}

function keptWhenPaid(data: DraftData): DraftData {
  const kept: DraftData = {}
  for (const key of KEPT_WHEN_PAID) {
    if (data[key] !== undefined) Object.assign(kept, { [key]: data[key] })
  }
  return kept
}

export function transition(draft: Draft, event: DraftEvent): Draft {
  switch (event.type) {
    case 'edited': {
      const next: Draft = {
        ...draft,
        data: event.data,
        updatedAt: event.at,
        localVersion: draft.localVersion + 1,
      }
      // While a conflict waits for the traveller's choice nothing is sent: it would only conflict again.
      if (isUnfinishedState(draft.syncState) && !draft.conflict) next.syncState = 'local'
      return next
    }
    case 'submit-queued':
      return {
        ...withSent(draft, event.application),
        syncState: 'queued',
        lastError: undefined,
        updatedAt: event.at,
      }
    case 'update-queued':
      return {
        ...withSent(draft, event.application),
        skuId: event.skuId,
        syncState: 'queued',
        lastError: undefined,
        updatedAt: event.at,
        // What was typed is now what is queued.
        edits: undefined,
      }
    case 'submitted':
      return {
        ...(event.application ? withSent(draft, event.application) : draft),
        syncState: 'submitted',
        skuId: event.skuId,
        submittedAt: event.at,
        lastError: undefined,
        conflict: undefined,
      }
    case 'update-sent':
      return {
        ...draft,
        syncState: draft.syncState === 'queued' ? 'submitted' : draft.syncState,
        lastError: undefined,
      }
    case 'refused': {
      const next: Draft = { ...draft, lastError: event.message }
      // The application was not created or changed: the traveller has to correct it and send again.
      if (draft.syncState === 'queued' && event.entry === 'submit') next.syncState = 'local'
      if (draft.syncState === 'queued' && event.entry === 'update') next.syncState = 'submitted'
      return next
    }
    case 'withdrawn': {
      const { before } = event
      const untouched = draft.localVersion === event.queuedLocalVersion
      return {
        ...draft,
        syncState: before.syncState,
        lastError: undefined,
        data: untouched ? before.data : draft.data,
        localVersion: untouched ? draft.localVersion + 1 : draft.localVersion,
        // Changes typed since the queueing are newer than the ones taken back.
        edits: draft.edits ?? before.edits,
      }
    }
    case 'save-acknowledged': {
      const next: Draft = { ...draft, serverVersion: event.version, lastError: undefined }
      if (!event.again && draft.syncState === 'local') next.syncState = 'synced'
      return next
    }
    case 'conflict':
      return { ...draft, conflict: event.server, lastError: undefined }
    case 'conflict-resolved': {
      const { conflict } = draft
      if (!conflict) return draft
      if (event.keep === 'mine') {
        return {
          ...draft,
          serverVersion: conflict.version,
          conflict: undefined,
          syncState: 'local',
          lastError: undefined,
        }
      }
      return {
        ...draft,
        data: conflict.data,
        serverVersion: conflict.version,
        localVersion: draft.localVersion + 1,
        updatedAt: event.at,
        conflict: undefined,
        syncState: 'synced',
        lastError: undefined,
      }
    }
    case 'server-copy-deleted':
      return { ...draft, serverVersion: 0 }
    case 'passport-uploaded':
      return { ...draft, data: { ...draft.data, passport_bio_page: event.filename } }
    case 'paid':
      return {
        ...draft,
        data: keptWhenPaid(draft.data),
        syncState: 'paid',
        lastError: undefined,
        edits: undefined,
        conflict: undefined,
      }
    case 'edits-saved':
      return { ...draft, edits: { data: event.data, savedAt: event.at }, updatedAt: event.at }
    case 'edits-discarded':
      return { ...draft, edits: undefined }
    case 'update-recorded':
      return { ...withSent(draft, event.application), updatedAt: event.at, edits: undefined }
    case 'grouped':
      // Once in a group, always in it: the server keeps an application in its group too.
      return draft.group ? draft : { ...draft, group: event.group }
  }
}
