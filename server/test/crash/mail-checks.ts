// The crash test's checks of the mail outbox: a mail is queued in the transaction of its change,
// so after any kill every acknowledged create has exactly one "received" mail, every stored
// contact message its two, every capture its receipt, and no event was queued twice. The server
// runs without SMTP_URL, so sent mails are .eml files: one per mail, whatever the kills did.
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type SqliteDatabase from 'better-sqlite3'
import type { Ledger } from './ledger'

export interface MailFindings {
  /** Outbox rows checked. */
  queued: number
  /** .eml files checked. */
  written: number
}

function tableExists(db: SqliteDatabase.Database, name: string): boolean {
  return Boolean(
    db.prepare("select count(*) from sqlite_master where type = 'table' and name = ?").pluck().get(name),
  )
}

export async function checkMail(
  db: SqliteDatabase.Database,
  mailDir: string,
  ledger: Ledger,
  problem: (text: string) => void,
): Promise<MailFindings> {
  if (!tableExists(db, 'mail_outbox')) return { queued: 0, written: 0 }
  const rows = db.prepare('select id, event_key, kind, state, message_id from mail_outbox').all() as {
    id: number
    event_key: string
    kind: string
    state: string
    message_id: string
  }[]
  const byKey = new Map<string, number>()
  for (const row of rows) byKey.set(row.event_key, (byKey.get(row.event_key) ?? 0) + 1)
  for (const [key, count] of byKey) {
    if (count > 1) problem(`mail event ${key} queued ${count} times`)
  }

  for (const entry of ledger.applications) {
    if (entry.createAcked && byKey.get(`received:${entry.skuId}`) !== 1) {
      problem(`application K${entry.index}: acknowledged without its one "received" mail`)
    }
  }
  const strayReceived = db
    .prepare(
      `select event_key from mail_outbox where kind = 'received'
      and sku_id not in (select sku_id from applications)`,
    )
    .pluck()
    .all()
  for (const key of strayReceived)
    problem(`mail ${String(key)} queued for an application that was never stored`)

  const contacts = db.prepare('select id from contact_messages').pluck().all() as number[]
  for (const id of contacts) {
    if (byKey.get(`contact:${id}:agency`) !== 1 || byKey.get(`contact:${id}:ack`) !== 1) {
      problem(`contact message ${id} stored without its two mails`)
    }
  }
  if (tableExists(db, 'payment_captures')) {
    const captures = db.prepare('select capture_id from payment_captures').pluck().all() as string[]
    for (const id of captures) {
      if (byKey.get(`receipt:${id}`) !== 1) problem(`capture ${id} recorded without its receipt mail`)
    }
  }

  // The files: one per outbox row (named by its id), never two for one Message-ID; a row marked
  // sent has its file, because the file is complete on disk before the row is marked.
  const files = (await readdir(mailDir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'))
  const rowsById = new Map(rows.map((row) => [row.id, row]))
  const messageIds = new Map<string, string>()
  const filed = new Set<number>()
  for (const file of files) {
    const id = Number(file.split('-')[0])
    const row = rowsById.get(id)
    if (!row) {
      problem(`mail file ${file} belongs to no outbox row`)
      continue
    }
    if (filed.has(id)) problem(`mail ${row.event_key} written to more than one file`)
    filed.add(id)
    const head = (await readFile(join(mailDir, file), 'utf8')).split(/\r?\n\r?\n/)[0] ?? ''
    const messageId = /^Message-ID:\s*(\S+)/im.exec(head)?.[1]
    if (!messageId) problem(`mail file ${file} has no Message-ID`)
    else if (messageIds.has(messageId))
      problem(`mail files ${messageIds.get(messageId)} and ${file} are one message twice`)
    else messageIds.set(messageId, file)
    if (messageId && messageId !== row.message_id)
      problem(`mail file ${file} carries another mail's Message-ID`)
  }
  for (const row of rows) {
    if (row.state === 'sent' && !filed.has(row.id))
      problem(`mail ${row.event_key} marked sent but never written`)
  }
  return { queued: rows.length, written: files.length }
}
