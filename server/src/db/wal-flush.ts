import fs from 'node:fs'
import type { Kysely } from 'kysely'
import type { Database } from './database'

/**
 * The write-ahead logs whose commit groups are flushed by libuv's threads rather than inside the
 * commit, on the request loop (transaction.ts, docs/decisions/028-wal-flushed-off-the-loop.md).
 * By database: the log's path, the database file's with `-wal`.
 */
const walPaths = new WeakMap<Kysely<Database>, string>()

/** Commit groups on `db` (a SQLite database in WAL mode at `file`) flush its log off the loop. */
export function flushWalOffLoop(db: Kysely<Database>, file: string): void {
  walPaths.set(db, `${file}-wal`)
}

/** The log a commit group on `db` flushes itself, if it does. */
export function walPathOf(db: Kysely<Database>): string | undefined {
  return walPaths.get(db)
}

/**
 * Settles once everything written to the log at `path` so far is on disk. fdatasync, as SQLite
 * itself flushes it on Linux (the data, and the size that reading it back needs). A descriptor of
 * its own: any descriptor of a file flushes all of the file's written data, SQLite's included.
 * Opened by path each time, so it is always the log SQLite writes now.
 */
export function flushWal(path: string): Promise<void> {
  return new Promise((resolve, reject) => {
    fs.open(path, 'r', (openError, fd) => {
      if (openError) return reject(openError)
      fs.fdatasync(fd, (flushError) => {
        fs.close(fd, (closeError) => {
          const error = flushError ?? closeError
          if (error) reject(error)
          else resolve()
        })
      })
    })
  })
}
