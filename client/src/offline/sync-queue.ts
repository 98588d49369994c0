// What this device still has to send, in the words of the sync panel (sync-panel-page.tsx): each
// outbox entry with its kind, whose it is, how long it has waited, how often it was tried and why
// the last attempt failed.
import { onFirstUse } from '../../../shared/dates'
import { draftDisplayName } from './draft-data'
import { readTx } from './idb'
import type { OutboxEntry, StoredDraft } from './records'

export const KIND_TEXT: Record<OutboxEntry['kind'], string> = {
  'save-draft': 'Draft save',
  'delete-draft': 'Draft deletion',
  submit: 'Submission',
  update: 'Changes to a submitted application',
  contact: 'Contact message',
}

/** What the server refused, as the error sentence names it. */
const KIND_NOUN: Record<OutboxEntry['kind'], string> = {
  'save-draft': 'draft',
  'delete-draft': 'deletion of the draft',
  submit: 'application',
  update: 'changes',
  contact: 'message',
}

export const NO_CONNECTION_TEXT = 'No connection'
export const CONTACT_MESSAGE_NAME = 'Your message to us'

export interface QueueItem {
  id: number
  kind: OutboxEntry['kind']
  kindText: string
  /** The draft's name as lists show it; for a contact message, CONTACT_MESSAGE_NAME. */
  name: string
  draftId: string
  /** When it was queued, ms since the epoch. */
  waitingSince: number
  attempts: number
  /** Refused by the server: it waits for the traveller, never sent again on its own. */
  refused: boolean
  /** A submission that uploads the passport copy kept on this device first. */
  passportCopyFirst: boolean
  /** Why the last attempt failed, in words; undefined when it was not tried yet or nothing failed. */
  problem?: string
}

const timeFormat = onFirstUse(
  () => new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' }),
)

/** "14:02" (in the traveller's locale): when a busy server is asked again. */
export function formatRetryTime(ms: number): string {
  return timeFormat().format(new Date(ms))
}

function lowerFirst(text: string): string {
  return text ? text[0]!.toLowerCase() + text.slice(1) : text
}

/** The last attempt's failure of `entry` in words, or undefined when there is none. */
export function problemInWords(
  entry: Pick<OutboxEntry, 'kind' | 'lastProblem' | 'lastError' | 'nextAttemptAt' | 'failed'>,
  formatTime: (ms: number) => string = formatRetryTime,
): string | undefined {
  const problem = entry.lastProblem
  if (!problem) return entry.lastError
  const detail = entry.lastError?.trim()
  switch (problem.reason) {
    case 'network':
      return NO_CONNECTION_TEXT
    case 'busy':
      return `Server busy, retrying at ${formatTime(entry.nextAttemptAt)}`
    case 'refused': {
      const what = problem.step === 'passport-copy' ? 'passport copy' : KIND_NOUN[entry.kind]
      return detail
        ? `The server refused the ${what}: ${lowerFirst(detail)}`
        : `The server refused the ${what}.`
    }
    case 'unknown':
      return detail ? `Could not be sent: ${detail}` : 'Could not be sent.'
  }
}

/** Pure: the panel's rows from the outbox and the drafts they belong to. */
export function describeQueue(
  entries: readonly OutboxEntry[],
  drafts: readonly Pick<StoredDraft, 'id' | 'data'>[],
  formatTime: (ms: number) => string = formatRetryTime,
): QueueItem[] {
  const byId = new Map(drafts.map((draft) => [draft.id, draft]))
  return entries.map((entry) => {
    const draft = byId.get(entry.draftId)
    const application = entry.kind === 'submit' || entry.kind === 'update' ? entry.application : undefined
    return {
      id: entry.id!,
      kind: entry.kind,
      kindText: KIND_TEXT[entry.kind],
      name: entry.kind === 'contact' ? CONTACT_MESSAGE_NAME : draftDisplayName(draft?.data ?? {}),
      draftId: entry.draftId,
      waitingSince: entry.createdAt,
      attempts: entry.attempts,
      refused: entry.failed === true,
      passportCopyFirst: application !== undefined && !application.passport_bio_page,
      problem: problemInWords(entry, formatTime),
    }
  })
}

/** Every entry of the outbox, in the order it was queued, as the panel lists it. */
export function listQueue(): Promise<QueueItem[]> {
  return readTx(['outbox', 'drafts'], async (tx) =>
    describeQueue(await tx.objectStore('outbox').getAll(), await tx.objectStore('drafts').getAll()),
  )
}
