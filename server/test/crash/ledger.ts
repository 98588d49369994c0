// What the crash test sent and what the server acknowledged (answered 2xx). The checks compare the
// server's data against this: every acknowledged write must be there, and whatever is there must be
// something that was sent, whole.
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { FIXTURE_CHILD, touristApplication } from '../../../shared/application-fixture'
import { isoDateUtc } from '../../../shared/dates'

export const WRITE_KINDS = ['create', 'update', 'draft', 'contact', 'upload', 'payment'] as const
export type WriteKind = (typeof WRITE_KINDS)[number]

/** Each revision of an application carries its own tag, so a torn write would show. */
export function applicationTag(index: number, revision: number): string {
  return `K${index}R${revision}`
}

export function parseApplicationTag(tag: string): { index: number; revision: number } | undefined {
  const match = /^K(\d+)R(\d+)$/.exec(tag)
  return match ? { index: Number(match[1]), revision: Number(match[2]) } : undefined
}

export function childCountOf(revision: number): number {
  return revision % 3
}

export function applicationPayload(index: number, revision: number, passportCopy: string) {
  const tag = applicationTag(index, revision)
  return touristApplication(
    {
      surname: 'Crash',
      other_name: `Test ${tag}`,
      email: `${tag.toLowerCase()}@example.com`,
      Occupation: tag,
      passport_number: `CT${index}X${revision}`,
      children: Array.from({ length: childCountOf(revision) }, (_, position) => ({
        ...FIXTURE_CHILD,
        child_surnane: 'Crash',
        child_givenName: `${tag}C${position}`,
      })),
      address_line1: '1 Crash Street',
      address_in_srilanka: 'Colombo',
      multiple_entry_visa: revision % 2 === 0,
      passport_bio_page: passportCopy,
    },
    isoDateUtc(Date.now()),
  )
}

/** The stored form of a revision, in the wire names View-application answers. */
export function expectedApplication(index: number, revision: number, passportCopy: string) {
  const tag = applicationTag(index, revision)
  return {
    surname: 'CRASH',
    other_name: `TEST ${tag}`,
    email: `${tag.toLowerCase()}@example.com`,
    Occupation: tag,
    passport_number: `CT${index}X${revision}`,
    multiple_entry_visa: revision % 2 === 0,
    passport_bio_page: passportCopy,
    childGivenNames: Array.from({ length: childCountOf(revision) }, (_, position) => `${tag}C${position}`),
  }
}

export interface ApplicationEntry {
  index: number
  idempotencyKey: string
  passportCopy: string
  createPayload: ReturnType<typeof applicationPayload>
  skuId?: string
  /** The access key the acknowledged create answered (X-Application-Key). */
  accessKey?: string
  createAcked: boolean
  /** Revisions sent (0 is the create); each one at most once, in increasing order. */
  sentRevisions: number[]
  ackedRevision?: number
  ackedUpdates: number
  payment: 'none' | 'attempted' | 'acked'
  busy: boolean
}

export interface DraftEntry {
  id: string
  /** Every version sent, with the nonce its data carried (a version may be sent twice after a loss). */
  sent: Map<number, Set<string>>
  ackedVersion: number
  ackedNonce?: string
  ackedSaves: number
  /** The server's version, when known; undefined after an unanswered save. */
  knownVersion: number | undefined
  busy: boolean
}

export interface ContactEntry {
  tag: string
  acked: boolean
}

export interface UploadEntry {
  filename: string
  sha256: string
  byteSize: number
}

export interface Counts {
  attempted: Record<WriteKind, number>
  acknowledged: Record<WriteKind, number>
  /** No answer: the connection failed (the server died) or timed out. */
  unanswered: Record<WriteKind, number>
  /** Answered, but not 2xx. */
  refused: Record<WriteKind, Record<number, number>>
  /** create-Order calls, which come before each capture: a capture is tried only on an order. */
  orders: { created: number; refused: Record<number, number>; unanswered: number }
}

const zero = () => Object.fromEntries(WRITE_KINDS.map((kind) => [kind, 0])) as Record<WriteKind, number>

export class Ledger {
  readonly applications: ApplicationEntry[] = []
  readonly drafts: DraftEntry[] = []
  readonly contacts = new Map<string, ContactEntry>()
  readonly uploads: UploadEntry[] = []
  readonly counts: Counts = {
    attempted: zero(),
    acknowledged: zero(),
    unanswered: zero(),
    refused: Object.fromEntries(WRITE_KINDS.map((kind) => [kind, {}])) as Counts['refused'],
    orders: { created: 0, refused: {}, unanswered: 0 },
  }

  newApplication(passportCopy: string): ApplicationEntry {
    const index = this.applications.length
    const entry: ApplicationEntry = {
      index,
      idempotencyKey: randomUUID(),
      passportCopy,
      createPayload: applicationPayload(index, 0, passportCopy),
      createAcked: false,
      sentRevisions: [],
      ackedUpdates: 0,
      payment: 'none',
      busy: false,
    }
    this.applications.push(entry)
    return entry
  }

  newDraft(): DraftEntry {
    const entry: DraftEntry = {
      id: randomUUID(),
      sent: new Map(),
      ackedVersion: 0,
      ackedSaves: 0,
      knownVersion: 0,
      busy: false,
    }
    this.drafts.push(entry)
    return entry
  }

  newContact(): ContactEntry {
    const entry = { tag: `crash-contact-${randomUUID()}`, acked: false }
    this.contacts.set(entry.tag, entry)
    return entry
  }

  recordOrder(outcome: { status: number } | { error: string }) {
    const orders = this.counts.orders
    if ('error' in outcome) orders.unanswered += 1
    else if (outcome.status >= 200 && outcome.status < 300) orders.created += 1
    else orders.refused[outcome.status] = (orders.refused[outcome.status] ?? 0) + 1
  }

  record(kind: WriteKind, outcome: { status: number } | { error: string }) {
    this.counts.attempted[kind] += 1
    if ('error' in outcome) this.counts.unanswered[kind] += 1
    else if (outcome.status >= 200 && outcome.status < 300) this.counts.acknowledged[kind] += 1
    else {
      const refused = this.counts.refused[kind]
      refused[outcome.status] = (refused[outcome.status] ?? 0) + 1
    }
  }
}

/** A passport copy: JPEG magic bytes, then random content, so each file is unique. */
export function randomPassportCopy(size: number): { bytes: Buffer; sha256: string } {
  // A PDF: kept byte for byte, so its SHA-256 can be checked after a crash (pictures are re-encoded).
  const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(size)])
  return { bytes, sha256: createHash('sha256').update(bytes).digest('hex') }
}
