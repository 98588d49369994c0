/**
 * How a commit reaches the disk, for every SQLite connection the app opens (db/open-database.ts)
 * and for the bench's floor server (scripts/bench/bare-server.ts), so both pay the same for it.
 *
 * - WAL lets readers run beside the writer.
 * - FULL makes every commit survive a power cut (NORMAL can lose the last ones; docs/libraries.md).
 * - A writer that finds the database locked by another process waits up to 5 s.
 * - The WAL is copied back into the database file (a checkpoint) once it holds 10,000 pages
 *   (~40 MB) rather than SQLite's default 1,000. A create dirties about a dozen pages and a
 *   shared commit holds up to 64 creates, so at the default nearly every other commit also ran a
 *   checkpoint on the request loop, writing the same hot index pages again and again and flushing
 *   the database file each time. Measured in docs/performance.md: creates a second
 *   +8–10 %, at the cost of a longer pause (~10 ms) at each, rarer, checkpoint. The WAL stays
 *   bounded (it restarts after each checkpoint), and the nightly purge still empties it
 *   (retention/purge.ts).
 */
export const WAL_AUTOCHECKPOINT_PAGES = 10_000

export const SQLITE_COMMIT_PRAGMAS = [
  'journal_mode = WAL',
  'synchronous = FULL',
  'busy_timeout = 5000',
  `wal_autocheckpoint = ${WAL_AUTOCHECKPOINT_PAGES}`,
] as const
