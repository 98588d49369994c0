// The data folder holds passports: the database and the copies are readable by this server's
// user only. Files are made 0600 and folders 0700; a data folder that others can read or enter
// stops the start, since anything already in it may have been read.
import { chmod, open, stat } from 'node:fs/promises'

export class DataFolderError extends Error {
  override name = 'DataFolderError'
}

export const PRIVATE_FOLDER_MODE = 0o700
export const PRIVATE_FILE_MODE = 0o600

/** The SQLite database's file in the data folder (backups and the staff command find it there too). */
export const DATABASE_FILENAME = 'evisa.sqlite'
/** The key to staff authenticator secrets; backups carry it, or the TOTP secrets they hold could not be read. */
export const STAFF_SECRET_FILE = 'staff-secret'

/** Refuses a data folder whose mode lets the group or others in. */
export async function checkDataFolder(dataDir: string): Promise<void> {
  const { mode } = await stat(dataDir)
  const open = mode & 0o077
  if (open !== 0) {
    const octal = (mode & 0o777).toString(8).padStart(3, '0')
    throw new DataFolderError(
      `the data folder ${dataDir} can be read by other users (mode ${octal}) and it holds passport data. ` +
        `Make it private with \`chmod 700 ${dataDir}\` (and check who may have read it), then start again.`,
    )
  }
}

/**
 * Creates `file` empty with mode 0600 when missing, and makes it 0600 when it exists: SQLite then
 * gives its -wal and -shm files the same mode.
 */
export async function ensurePrivateFile(file: string): Promise<void> {
  const handle = await open(file, 'a', PRIVATE_FILE_MODE)
  try {
    await handle.chmod(PRIVATE_FILE_MODE)
  } finally {
    await handle.close()
  }
}

/** Makes a folder this server made private, whatever the umask was when it was made. */
export async function makeFolderPrivate(dir: string): Promise<void> {
  await chmod(dir, PRIVATE_FOLDER_MODE)
}
