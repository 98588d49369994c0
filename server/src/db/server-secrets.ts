// Secrets that every server on one database must share, kept in the database: the first server
// to ask for one draws it at random and stores it; every other server, and every restart, reads
// that same one. Two servers starting at the same moment agree: both try to insert, the primary
// key lets one row in (the other insert does nothing, waiting for the first to commit on
// PostgreSQL), and both then read the row that won.
import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from './database'

export type ServerSecretName = 'payment-token' | 'vapid-keys'

/** The 32-byte secret `name`, made once per database. */
export async function serverSecret(db: Kysely<Database>, name: ServerSecretName): Promise<Buffer> {
  const value = await storedSecret(db, name, () => randomBytes(32).toString('base64url'))
  return Buffer.from(value, 'base64url')
}

/** The secret `name` as stored (text), drawn with `make` by the first server that asks for it. */
export async function storedSecret(
  db: Kysely<Database>,
  name: ServerSecretName,
  make: () => string,
): Promise<string> {
  await db
    .insertInto('server_secrets')
    .values({ name, value: make(), created_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute()
  const { value } = await db
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow()
  return value
}
