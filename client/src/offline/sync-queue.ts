// What this device still has to send, in the words of the sync panel (sync-panel-page.tsx): each
// outbox entry with its kind, whose it is, how long it has waited, how often it was tried and why
// the last attempt failed.
import { onFirstUse } from '../../../shared/dates'
import { m } from '../lib/i18n'
import { serverMessage } from '../lib/server-messages'
import { draftDisplayName } from './draft-data'
import { readTx } from './idb'
import type { OutboxEntry, StoredDraft } from './records'

/** Each kind of outbox entry in words, in the language shown. */
const KIND_TEXT: Record<OutboxEntry['kind'], () => string> = {
  'save-draft': () => m.pwa_kind_save_draft(),
  'delete-draft': () => m.pwa_kind_delete_draft(),
  submit: () => m.pwa_kind_submit(),
  update: () => m.pwa_kind_update(),
  contact: () => m.pwa_kind_contact(),
}

/** What the server refused, as the error sentence says it. */
const REFUSED: Record<OutboxEntry['kind'] | 'passport-copy', (detail?: string) => string> = {
  'save-draft': (detail) => (detail ? m.pwa_refused_draft_detail({ detail }) : m.pwa_refused_draft()),
  'delete-draft': (detail) => (detail ? m.pwa_refused_deletion_detail({ detail }) : m.pwa_refused_deletion()),
  submit: (detail) => (detail ? m.pwa_refused_application_detail({ detail }) : m.pwa_refused_application()),
  update: (detail) => (detail ? m.pwa_refused_changes_detail({ detail }) : m.pwa_refused_changes()),
  contact: (detail) => (detail ? m.pwa_refused_message_detail({ detail }) : m.pwa_refused_message()),
  'passport-copy': (detail) => (detail ? m.pwa_refused_copy_detail({ detail }) : m.pwa_refused_copy()),
}

export function noConnectionText(): string {
  return m.pwa_no_connection()
}

export function contactMessageName(): string {
  return m.pwa_contact_message_name()
}

export interface QueueItem {
  id: number
  kind: OutboxEntry['kind']
  kindText: string
  /** The draft's name as lists show it; for a contact message, contactMessageName(). */
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

/** The last attempt's failure of `entry` in words, or undefined when there is none. */
export function problemInWords(
  entry: Pick<OutboxEntry, 'kind' | 'lastProblem' | 'lastError' | 'nextAttemptAt' | 'failed'>,
  formatTime: (ms: number) => string = formatRetryTime,
): string | undefined {
  const problem = entry.lastProblem
  if (!problem) return entry.lastError
  const error = entry.lastError?.trim()
  const detail = error ? serverMessage(error) : undefined
  switch (problem.reason) {
    case 'network':
      return noConnectionText()
    case 'busy':
      return m.pwa_server_busy({ time: formatTime(entry.nextAttemptAt) })
    case 'refused':
      // The server's sentence follows the colon as written: lowering its first letter would
      // misspell German, where nouns keep their capital.
      return REFUSED[problem.step === 'passport-copy' ? 'passport-copy' : entry.kind](detail)
    case 'unknown':
      return detail ? m.pwa_not_sent_detail({ detail }) : m.pwa_not_sent()
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
      kindText: KIND_TEXT[entry.kind](),
      name: entry.kind === 'contact' ? contactMessageName() : draftDisplayName(draft?.data ?? {}),
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
