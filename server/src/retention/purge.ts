// The retention rules. The site promises to keep the eVisa until 6 months after entry (docs/site.md §1,
// §9); past that, the passport data goes. An application never paid goes 90 days after its last
// change: nobody is waiting for its eVisa. What stays is a minimal row for the accounts (see
// KEPT_APPLICATION_COLUMNS) and the payment records. Messages sent through the contact form (a
// name, an e-mail address, a phone number) are kept as long: time enough to answer and follow up.
import { readdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { Kysely } from 'kysely'
import { addMonths, todayAnywhere } from '../../../shared/dates'
import { feeForApplication } from '../../../shared/fees'
import type { Database } from '../db/database'
import { lockResource, UPLOAD_REFERENCES, withImmediateTransaction } from '../db/transaction'
import type { FileStore } from '../files/file-store'
import { deleteEndedCounters } from '../limits/counters.repository'
import {
  anonymiseApplication,
  type CheckpointResult,
  checkpointAndTruncateWal,
  deleteContactMessagesReceivedBefore,
  deleteDraftsUntouchedSince,
  deleteUploadRows,
  findApplicationsToPurge,
  findUnattachedUploads,
  knownUploadNames,
  withPurgeLock,
} from './retention.repository'

export const RETENTION = {
  /** Personal data and the passport copy: this many months after the intended arrival. */
  monthsAfterArrival: 6,
  /** Applications never paid: this many days after their last change. */
  unpaidDays: 90,
  /** Contact messages: this many months after they were received. */
  contactMessageMonths: 6,
  /** Drafts nobody saved for this many days. */
  draftDays: 90,
  /** Uploads no application refers to, this many days after upload. */
  unattachedUploadDays: 7,
  /**
   * Stored files with no row: left by a crash between storing a file and recording
   * it. The margin keeps clear of an upload being recorded right now.
   */
  orphanFileHours: 24,
} as const

const DAY_MS = 24 * 3600 * 1000
const BATCH = 200

export interface PurgeReport {
  applications: number
  drafts: number
  contactMessages: number
  uploads: number
  orphanFiles: number
  /** .eml files under DATA_DIR/mail/ whose outbox row is gone (this server's folder). */
  mailFiles: number
  walCheckpoint?: CheckpointResult
  /** PostgreSQL: another server was purging, so this run did nothing (its counts are 0). */
  ranElsewhere?: true
}

/** The first day whose arrivals are still kept: "today" as early as anywhere on Earth, minus 6 months. */
export function firstKeptArrivalDate(now: number): string {
  return addMonths(todayAnywhere(now).earliest, -RETENTION.monthsAfterArrival)
}

async function purgeApplications(db: Kysely<Database>, now: number): Promise<number> {
  const arrivedBefore = firstKeptArrivalDate(now)
  const unpaidChangedBefore = new Date(now - RETENTION.unpaidDays * DAY_MS).toISOString()
  const at = new Date(now).toISOString()
  let purged = 0
  for (;;) {
    // Chosen inside the write transaction: an update between choosing and clearing could move
    // the arrival date.
    const count = await withImmediateTransaction(db, async (trx) => {
      const batch = await findApplicationsToPurge(trx, { arrivedBefore, unpaidChangedBefore }, BATCH)
      for (const application of batch) {
        const feeUsd = feeForApplication({
          nationality: application.nationality,
          visaType: application.visa_type,
        })
        await anonymiseApplication(trx, application, { feeUsd, at })
      }
      return batch.length
    })
    purged += count
    if (count < BATCH) return purged
  }
}

/** Rows first, then files: a crash in between leaves an orphan file, which the sweep removes. */
async function purgeUnattachedUploads(db: Kysely<Database>, files: FileStore, now: number) {
  const createdBefore = new Date(now - RETENTION.unattachedUploadDays * DAY_MS).toISOString()
  let purged = 0
  for (;;) {
    const filenames = await withImmediateTransaction(db, async (trx) => {
      // Every write that may name an upload holds this shared: none is under way while the batch
      // is chosen, and none commits before the batch's delete does.
      await lockResource(trx, UPLOAD_REFERENCES)
      const found = await findUnattachedUploads(trx, createdBefore, BATCH)
      await deleteUploadRows(trx, found)
      return found
    })
    for (const filename of filenames) await files.remove(filename)
    purged += filenames.length
    if (filenames.length < BATCH) return purged
  }
}

async function purgeOrphanFiles(db: Kysely<Database>, files: FileStore, now: number): Promise<number> {
  const names = await files.keptBefore(now - RETENTION.orphanFileHours * 3600 * 1000)
  let removed = 0
  for (let start = 0; start < names.length; start += BATCH) {
    const chunk = names.slice(start, start + BATCH)
    const known = await knownUploadNames(db, chunk)
    for (const name of chunk) {
      if (known.has(name)) continue
      await files.remove(name)
      removed += 1
    }
  }
  return removed
}

/**
 * Runs every rule once. Drafts go first: a stale draft that names an upload keeps it alive, so
 * the uploads rule then sees it free. Applications go before uploads for the same reason. On
 * PostgreSQL one purge runs at a time across all servers; the others find it running and skip.
 */
export async function purgeExpiredData(
  db: Kysely<Database>,
  options: { files: FileStore; now: number; mailDir?: string },
): Promise<PurgeReport> {
  const report = await withPurgeLock(db, () => purgeAll(db, options))
  // Each server writes .eml files to its own data folder, so each sweeps its own, whichever server
  // removed the rows.
  const mailFiles = options.mailDir ? await removeMailFilesWithoutRows(db, options.mailDir) : 0
  return report
    ? { ...report, mailFiles }
    : {
        applications: 0,
        drafts: 0,
        contactMessages: 0,
        uploads: 0,
        orphanFiles: 0,
        mailFiles,
        ranElsewhere: true,
      }
}

const EML_FILE = /^(\d+)-[a-z-]+\.eml$/

/**
 * The .eml files (mail/mail-message.ts emlFileName: "<row id>-<kind>.eml") whose outbox row the
 * purge removed: they hold the same names, numbers and passport details as the row did. A row
 * still in the outbox keeps its file; a mail written after this sweep is swept by the next.
 */
export async function removeMailFilesWithoutRows(db: Kysely<Database>, mailDir: string): Promise<number> {
  let names: string[]
  try {
    names = await readdir(mailDir)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0
    throw error
  }
  const files = names.flatMap((name) => {
    const id = EML_FILE.exec(name)?.[1]
    return id ? [{ name, id: Number(id) }] : []
  })
  let removed = 0
  for (let start = 0; start < files.length; start += BATCH) {
    const chunk = files.slice(start, start + BATCH)
    const rows = await db
      .selectFrom('mail_outbox')
      .select('id')
      .where(
        'id',
        'in',
        chunk.map((file) => file.id),
      )
      .execute()
    const kept = new Set(rows.map((row) => Number(row.id)))
    for (const file of chunk) {
      if (kept.has(file.id)) continue
      await rm(join(mailDir, file.name), { force: true })
      removed += 1
    }
  }
  return removed
}

async function purgeAll(
  db: Kysely<Database>,
  { files, now }: { files: FileStore; now: number },
): Promise<Omit<PurgeReport, 'mailFiles'>> {
  const drafts = await deleteDraftsUntouchedSince(
    db,
    new Date(now - RETENTION.draftDays * DAY_MS).toISOString(),
  )
  const applications = await purgeApplications(db, now)
  // Received before that UTC day, six calendar months ago (timestamps compare as ISO text).
  const contactMessages = await deleteContactMessagesReceivedBefore(
    db,
    addMonths(new Date(now).toISOString().slice(0, 10), -RETENTION.contactMessageMonths),
  )
  const uploads = await purgeUnattachedUploads(db, files, now)
  const orphanFiles = await purgeOrphanFiles(db, files, now)
  await deleteEndedCounters(db, now)
  const report: Omit<PurgeReport, 'mailFiles'> = {
    applications,
    drafts,
    contactMessages,
    uploads,
    orphanFiles,
  }
  if (applications + drafts + contactMessages + uploads > 0) {
    const walCheckpoint = await checkpointAndTruncateWal(db)
    if (walCheckpoint) report.walCheckpoint = walCheckpoint
  }
  return report
}
