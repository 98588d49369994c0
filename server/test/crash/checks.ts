// The crash test's verdicts. Through the API after every restart: each acknowledged write is
// there with the right values. On the database file (a copy after each kill, the file itself after
// the final stop): integrity_check, and the invariants that nothing is half-written.
import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import type SqliteDatabase from 'better-sqlite3'
import { UPLOAD_NAME_PATTERN } from '../../../shared/application'
import {
  type ApplicationEntry,
  expectedApplication,
  type Ledger,
  parseApplicationTag,
  WRITE_KINDS,
  type WriteKind,
} from './ledger'
import { checkMail, type MailFindings } from './mail-checks'
import { call, type Outcome } from './workload'

export type Verified = Record<WriteKind, number>
export const noneVerified = () => Object.fromEntries(WRITE_KINDS.map((kind) => [kind, 0])) as Verified

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

async function inBatches<T>(items: T[], size: number, fn: (item: T) => Promise<void>) {
  for (let start = 0; start < items.length; start += size) {
    await Promise.all(items.slice(start, start + size).map(fn))
  }
}

interface ApplicationView {
  sku_id: string
  payment_status: string
  surname: string
  other_name: string
  email: string
  Occupation: string
  passport_number: string
  multiple_entry_visa: boolean
  passport_bio_page: string
  children: { child_givenName: string }[]
}

/** The revision a stored application holds, or a reason it is not a whole revision that was sent. */
function revisionProblem(
  entry: ApplicationEntry,
  stored: Omit<ApplicationView, 'sku_id' | 'payment_status' | 'children'> & { childGivenNames: string[] },
): { revision?: number; problem?: string } {
  const tag = parseApplicationTag(stored.Occupation)
  if (!tag || tag.index !== entry.index) return { problem: `holds the data of ${stored.Occupation}` }
  if (!entry.sentRevisions.includes(tag.revision))
    return { problem: `holds revision ${tag.revision}, never sent` }
  const expected = expectedApplication(entry.index, tag.revision, entry.passportCopy)
  for (const [field, value] of Object.entries(expected)) {
    const actual = stored[field as keyof typeof stored]
    if (JSON.stringify(actual) !== JSON.stringify(value)) {
      return { problem: `revision ${tag.revision} is half-written: ${field} is ${JSON.stringify(actual)}` }
    }
  }
  if (entry.ackedRevision !== undefined && tag.revision < entry.ackedRevision) {
    return { problem: `holds revision ${tag.revision}, older than the acknowledged ${entry.ackedRevision}` }
  }
  return { revision: tag.revision }
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * A read that is answered "busy" (503, under-pressure right after a start on a loaded machine) or
 * not at all is asked again, as a client would: neither says anything about the data.
 */
async function read(baseUrl: string, path: string, headers: Record<string, string> = {}): Promise<Outcome> {
  let outcome: Outcome = { error: 'not tried' }
  for (let attempt = 0; attempt < 40; attempt++) {
    outcome = await call(baseUrl, 'GET', path, { headers })
    if (!('error' in outcome) && outcome.status !== 503) return outcome
    await delay(500)
  }
  return outcome
}

/** After a restart: every acknowledged write, read back through the public API. */
export async function verifyThroughApi(
  baseUrl: string,
  ledger: Ledger,
  violations: string[],
): Promise<Verified> {
  const verified = noneVerified()
  const acked = ledger.applications.filter((entry) => entry.createAcked)
  await inBatches(acked, 16, async (entry) => {
    const name = `application K${entry.index} (${entry.skuId})`
    const view = await read(baseUrl, `/api/srilanka/View-application/${entry.skuId}`, {
      'x-application-key': entry.accessKey ?? '',
    })
    if ('error' in view || view.status !== 200) {
      violations.push(`${name}: acknowledged, but View-application answered ${JSON.stringify(view)}`)
      return
    }
    const data = (view.body as { data: ApplicationView }).data
    const { problem } = revisionProblem(entry, {
      ...data,
      childGivenNames: data.children.map((child) => child.child_givenName),
    })
    if (problem) return void violations.push(`${name}: ${problem}`)
    if (entry.payment === 'acked' && data.payment_status !== 'COMPLETED') {
      return void violations.push(`${name}: payment acknowledged, but status ${data.payment_status}`)
    }
    if (entry.payment === 'none' && data.payment_status !== 'UNPAID') {
      return void violations.push(`${name}: never paid, but status ${data.payment_status}`)
    }
    verified.create += 1
    verified.update += entry.ackedUpdates
    if (entry.payment === 'acked') verified.payment += 1
  })

  await inBatches(ledger.drafts, 16, async (entry) => {
    if (entry.sent.size === 0) return
    const answer = await read(baseUrl, `/api/srilanka/drafts/${entry.id}`)
    if ('error' in answer || (answer.status !== 200 && answer.status !== 404)) {
      return void violations.push(`draft ${entry.id}: read answered ${JSON.stringify(answer)}`)
    }
    if (answer.status === 404) {
      if (entry.ackedVersion > 0) violations.push(`draft ${entry.id}: acknowledged, but not found`)
      else entry.knownVersion = 0
      return
    }
    const { version, data } = answer.body as { version: number; data: { nonce: string; version: number } }
    const problem = draftProblem(entry, version, data)
    if (problem) return void violations.push(`draft ${entry.id}: ${problem}`)
    entry.knownVersion = version
    verified.draft += entry.ackedSaves
  })

  await inBatches(ledger.uploads, 16, async (upload) => {
    let problem = ''
    for (let attempt = 0; attempt < 40; attempt++) {
      try {
        const response = await fetch(`${baseUrl}/uploads/${upload.filename}`)
        const bytes = Buffer.from(await response.arrayBuffer())
        if (response.status === 503) problem = 'busy'
        else if (response.status !== 200 || sha256(bytes) !== upload.sha256) {
          return void violations.push(
            `upload ${upload.filename}: answered ${response.status}, ${bytes.length} bytes`,
          )
        } else {
          verified.upload += 1
          return
        }
      } catch (error) {
        problem = (error as Error).message
      }
      await delay(500)
    }
    violations.push(`upload ${upload.filename}: no answer (${problem})`)
  })
  return verified
}

function draftProblem(
  entry: Ledger['drafts'][number],
  version: number,
  data: { nonce?: unknown; version?: unknown },
): string | undefined {
  if (data.version !== version) return `data of version ${String(data.version)} stored as version ${version}`
  if (!entry.sent.get(version)?.has(String(data.nonce))) return `version ${version} holds data never sent`
  if (version < entry.ackedVersion)
    return `version ${version}, older than the acknowledged ${entry.ackedVersion}`
  if (version === entry.ackedVersion && data.nonce !== entry.ackedNonce) {
    return `version ${version} holds other data than the acknowledged save`
  }
  return undefined
}

export interface DatabaseFindings {
  verified: Verified
  /** Files with no row: a crash between storing a file and recording it (retention removes them). */
  orphanFiles: number
  rows: Record<string, number>
  mail: MailFindings
}

/**
 * Checks an SQLite database (opened by the caller) and its uploads folder against the ledger.
 * `final`: after a graceful stop, when no upload can be half-received.
 */
export async function checkDatabase(
  db: SqliteDatabase.Database,
  uploadsDir: string,
  ledger: Ledger,
  violations: string[],
  { final }: { final: boolean },
): Promise<DatabaseFindings> {
  const verified = noneVerified()
  const problem = (text: string) => violations.push(`database: ${text}`)
  const integrity = db.pragma('integrity_check', { simple: true })
  if (integrity !== 'ok') problem(`integrity_check says ${String(integrity)}`)
  const foreignKeys = db.pragma('foreign_key_check') as unknown[]
  if (foreignKeys.length > 0) problem(`foreign_key_check: ${JSON.stringify(foreignKeys.slice(0, 5))}`)

  // Applications: each row one whole revision that was sent, with exactly its children.
  const rows = db
    .prepare(
      `select id, sku_id, payment_status, surname, given_names as other_name, email, occupation as Occupation,
        passport_number, has_multiple_entry_visa, passport_copy_filename as passport_bio_page
      from applications`,
    )
    .all() as (Omit<ApplicationView, 'multiple_entry_visa' | 'children'> & {
    id: number
    has_multiple_entry_visa: number
  })[]
  const children = db
    .prepare(
      'select application_id, position, given_name from application_children order by application_id, position',
    )
    .all() as { application_id: number; position: number; given_name: string }[]
  const childrenOf = new Map<number, { position: number; given_name: string }[]>()
  for (const child of children) {
    const list = childrenOf.get(child.application_id) ?? []
    list.push(child)
    childrenOf.set(child.application_id, list)
  }
  const keyRows = new Map(
    (db.prepare('select key, sku_id from idempotency_keys').all() as { key: string; sku_id: string }[]).map(
      (row) => [row.key, row.sku_id],
    ),
  )
  const seen = new Map<number, (typeof rows)[number]>()
  for (const row of rows) {
    const tag = parseApplicationTag(row.Occupation)
    const entry = tag && ledger.applications[tag.index]
    if (!tag || !entry) {
      problem(`application ${row.sku_id} matches nothing sent (${row.Occupation})`)
      continue
    }
    if (seen.has(tag.index))
      problem(`application K${tag.index} stored twice: the Idempotency-Key did not hold`)
    seen.set(tag.index, row)
    const ownChildren = childrenOf.get(row.id) ?? []
    if (ownChildren.some((child, position) => child.position !== position)) {
      problem(`application K${tag.index}: children positions ${ownChildren.map((c) => c.position).join(',')}`)
    }
    const found = revisionProblem(
      {
        ...entry,
        ackedRevision: entry.createAcked && entry.skuId === row.sku_id ? entry.ackedRevision : undefined,
      },
      {
        ...row,
        multiple_entry_visa: row.has_multiple_entry_visa === 1,
        childGivenNames: ownChildren.map((child) => child.given_name),
      },
    )
    if (found.problem) problem(`application K${tag.index}: ${found.problem}`)
    if (keyRows.get(entry.idempotencyKey) !== row.sku_id) {
      problem(`application K${tag.index}: its Idempotency-Key does not lead to it`)
    }
  }
  for (const entry of ledger.applications) {
    if (!entry.createAcked) continue
    const row = seen.get(entry.index)
    if (!row || row.sku_id !== entry.skuId) {
      problem(`application K${entry.index} (${entry.skuId}) acknowledged but missing`)
      continue
    }
    if (entry.payment === 'acked' && row.payment_status !== 'COMPLETED') {
      problem(`application K${entry.index}: payment acknowledged, status ${row.payment_status}`)
      continue
    }
    verified.create += 1
    verified.update += entry.ackedUpdates
    if (entry.payment === 'acked') verified.payment += 1
  }

  // Uploads: every row has its whole file; every passport copy named by an application has a row.
  const uploadRows = db.prepare('select filename, byte_size, sha256 from uploads').all() as {
    filename: string
    byte_size: number
    sha256: string
  }[]
  const uploadNames = new Set(uploadRows.map((row) => row.filename))
  for (const upload of uploadRows) {
    const bytes = await readFile(join(uploadsDir, upload.filename)).catch(() => undefined)
    if (!bytes) problem(`upload ${upload.filename} has a row but no file`)
    else if (bytes.length !== upload.byte_size || sha256(bytes) !== upload.sha256) {
      problem(`upload ${upload.filename}: the file differs from its row`)
    }
  }
  for (const upload of ledger.uploads) {
    if (uploadNames.has(upload.filename)) verified.upload += 1
    else problem(`upload ${upload.filename} acknowledged but missing`)
  }
  for (const row of rows) {
    if (row.passport_bio_page && !uploadNames.has(row.passport_bio_page)) {
      problem(`application ${row.sku_id} names passport copy ${row.passport_bio_page}, which has no row`)
    }
  }
  const files = await readdir(uploadsDir, { withFileTypes: true })
  const orphanFiles = files.filter(
    (file) => file.isFile() && UPLOAD_NAME_PATTERN.test(file.name) && !uploadNames.has(file.name),
  ).length
  if (final) {
    const leftovers = await readdir(join(uploadsDir, 'tmp')).catch(() => [])
    if (leftovers.length > 0)
      problem(`${leftovers.length} partial uploads left in uploads/tmp after a clean stop`)
  }

  // Contact messages: each acknowledged one exactly once; none that was not sent.
  const remarks = db
    .prepare('select remarks, count(*) as n from contact_messages group by remarks')
    .all() as {
    remarks: string
    n: number
  }[]
  const stored = new Map(remarks.map((row) => [row.remarks, row.n]))
  for (const [tag, count] of stored) {
    if (!ledger.contacts.has(tag)) problem(`contact message "${tag.slice(0, 40)}" matches nothing sent`)
    if (count > 1) problem(`contact message ${tag} stored ${count} times`)
  }
  for (const entry of ledger.contacts.values()) {
    if (!entry.acked) continue
    if (stored.get(entry.tag) === 1) verified.contact += 1
    else problem(`contact message ${entry.tag} acknowledged but missing`)
  }

  // Drafts: each row one whole save that was sent; each acknowledged save there or superseded.
  const draftRows = new Map(
    (
      db.prepare('select id, data, version from drafts').all() as {
        id: string
        data: string
        version: number
      }[]
    ).map((row) => [row.id, row]),
  )
  const draftsById = new Map(ledger.drafts.map((entry) => [entry.id, entry]))
  for (const row of draftRows.values()) {
    const entry = draftsById.get(row.id)
    let data: { nonce?: unknown; version?: unknown }
    try {
      data = JSON.parse(row.data)
    } catch {
      problem(`draft ${row.id}: data is not JSON`)
      continue
    }
    if (!entry) problem(`draft ${row.id} matches nothing sent`)
    else {
      const found = draftProblem(entry, row.version, data)
      if (found) problem(`draft ${row.id}: ${found}`)
    }
  }
  for (const entry of ledger.drafts) {
    if (entry.ackedVersion === 0) continue
    if (draftRows.has(entry.id)) verified.draft += entry.ackedSaves
    else problem(`draft ${entry.id} acknowledged but missing`)
  }

  // Payments: a capture, its completed order and its paid application exist together or not at all.
  const hasPayments = db
    .prepare("select count(*) from sqlite_master where type = 'table' and name = 'payment_captures'")
    .pluck()
    .get()
  if (hasPayments) {
    const torn = db
      .prepare(
        `select c.capture_id, o.status as order_status, a.payment_status, i.paid, c.amount as captured, o.amount as ordered
        from payment_captures c
        left join payment_orders o on o.paypal_order_id = c.paypal_order_id
        left join payment_order_items i on i.paypal_order_id = c.paypal_order_id
        left join applications a on a.sku_id = i.sku_id
        where o.status is not 'COMPLETED' or a.payment_status is not 'COMPLETED' or i.paid is not 1
          or c.amount != o.amount`,
      )
      .all()
    for (const row of torn)
      problem(`capture without its completed order or paid application: ${JSON.stringify(row)}`)
    const unbacked = db
      .prepare(
        `select a.sku_id, count(c.capture_id) as captures from applications a
        left join payment_order_items i on i.sku_id = a.sku_id and i.paid = 1
        left join payment_captures c on c.paypal_order_id = i.paypal_order_id
        where a.payment_status = 'COMPLETED' group by a.sku_id having captures != 1`,
      )
      .all()
    for (const row of unbacked)
      problem(`paid application without exactly one capture: ${JSON.stringify(row)}`)
  }

  // Mail: queued with its change, once per event; written once per mail (mail-checks.ts).
  const mail = await checkMail(db, join(dirname(uploadsDir), 'mail'), ledger, problem)

  const counts = Object.fromEntries(
    [
      'applications',
      'application_children',
      'drafts',
      'contact_messages',
      'uploads',
      'payment_captures',
      'mail_outbox',
    ]
      .filter((table) =>
        db.prepare("select count(*) from sqlite_master where type = 'table' and name = ?").pluck().get(table),
      )
      .map((table) => [table, db.prepare(`select count(*) from ${table}`).pluck().get() as number]),
  )
  return { verified, orphanFiles, rows: counts, mail }
}
