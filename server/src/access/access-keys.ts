// Access keys (docs/reliability.md, "Who can see what"): 32 random bytes, base64url, handed to the device once.
// Only their SHA-256 is stored: a 256-bit random secret needs no slow hash, and a stolen database
// yields no key.
import { hash } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import type { Insertable, Kysely } from 'kysely'
import { RANDOM_KEY_PATTERN } from '../../../shared/random-key'
import { compiledQuery } from '../db/compiled-query'
import type { ApplicationKeysTable, Database } from '../db/database'
import { pooledRandomBytes } from '../lib/random-pool'

export function generateAccessKey(): string {
  return pooledRandomBytes(32).toString('base64url')
}

export function hashAccessKey(key: string): string {
  return hash('sha256', key, 'hex')
}

// Every create issues a key and every look-up with a key checks one: built and compiled once.
const insertKey = compiledQuery((db, skuId: string, keyHash: string, at: string) =>
  db.insertInto('application_keys').values({ sku_id: skuId, key_hash: keyHash, created_at: at }),
)
const selectKey = compiledQuery(
  (db, skuId: string, keyHash: string) =>
    db
      .selectFrom('application_keys')
      .select('id')
      .where('sku_id', '=', skuId)
      .where('key_hash', '=', keyHash),
  { prepared: true },
)

/**
 * A new key for the application and the row that stores its hash, for a write that inserts the row
 * in a statement of its own (a create on PostgreSQL); the key itself is never stored.
 */
export function newAccessKey(
  skuId: string,
  at: string,
): { key: string; row: Insertable<ApplicationKeysTable> } {
  const key = generateAccessKey()
  return { key, row: { sku_id: skuId, key_hash: hashAccessKey(key), created_at: at } }
}

/** Makes a new key for the application and stores its hash; the key itself is never stored. */
export async function issueAccessKey(db: Kysely<Database>, skuId: string, at: string): Promise<string> {
  const key = generateAccessKey()
  await insertKey(db, skuId, hashAccessKey(key), at)
  return key
}

/** missing: no header; wrong: a header that is not a key of this application; valid: it is. */
export type AccessCheck = 'missing' | 'wrong' | 'valid'

export async function checkAccess(
  db: Kysely<Database>,
  skuId: string,
  request: FastifyRequest,
): Promise<AccessCheck> {
  const header = request.headers['x-application-key']
  if (header === undefined || header === '') return 'missing'
  if (typeof header !== 'string' || !RANDOM_KEY_PATTERN.test(header.trim())) return 'wrong'
  const rows = await selectKey(db, skuId, hashAccessKey(header.trim()))
  return rows.length > 0 ? 'valid' : 'wrong'
}
