// Mail is background work: a "received" mail goes out a quarter of a second after its create at
// the earliest, and nobody waits on the thread that renders or writes it. A traveller's request
// does wait. So each mail thread lowers its own scheduling priority: when the request loop and a
// mail thread both want a core, the loop gets it, and the mail is written a little later instead
// of the answer going out later. On Linux a thread's nice value is its own; elsewhere, or where
// the thread's id cannot be read, nothing changes. Plain JavaScript, for both worker files.
import { readlinkSync } from 'node:fs'
import { constants, setPriority } from 'node:os'

/** The nice value of a mail thread: below normal, above idle. */
export const MAIL_THREAD_NICE = constants.priority.PRIORITY_BELOW_NORMAL

/** Lowers the calling thread's priority. */
export function lowerThisThreadsPriority() {
  try {
    // "/proc/thread-self" links to "<pid>/task/<tid>" for the thread that reads it.
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop())
    if (Number.isInteger(tid) && tid > 0) setPriority(tid, MAIL_THREAD_NICE)
  } catch {
    // Not Linux, or no /proc: the thread keeps the process's priority.
  }
}
