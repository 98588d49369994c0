import type { Kysely } from 'kysely'
import type { DraftSave } from '../../../shared/draft'
import type { Database } from '../db/database'
import { lockResource, UPLOAD_REFERENCES, withImmediateTransaction } from '../db/transaction'

export interface StoredDraft {
  data: Record<string, unknown>
  version: number
  updatedAt: string
}

export type SaveDraftResult = { saved: true; draft: StoredDraft } | { saved: false; current: StoredDraft }

export async function findDraft(db: Kysely<Database>, id: string): Promise<StoredDraft | undefined> {
  const row = await db
    .selectFrom('drafts')
    .select(['data', 'version', 'updated_at'])
    .where('id', '=', id)
    .executeTakeFirst()
  if (!row) return undefined
  return {
    data: JSON.parse(row.data) as Record<string, unknown>,
    version: row.version,
    updatedAt: row.updated_at,
  }
}

/**
 * Optimistic concurrency: a new draft takes any version; an existing one only the next version,
 * so a device that saved from a stale copy learns about it instead of overwriting newer work.
 * Saves of one draft take turns on every server (its own lock, held from before the version is
 * read, also when the draft does not exist yet); saves of other drafts do not wait for them.
 */
export function saveDraft(db: Kysely<Database>, id: string, { data, version }: DraftSave, at: string) {
  return withImmediateTransaction(db, async (trx): Promise<SaveDraftResult> => {
    // A draft may name an upload (a passport copy sent before the application).
    await lockResource(trx, UPLOAD_REFERENCES, 'shared')
    await lockResource(trx, `draft:${id}`)
    const current = await findDraft(trx, id)
    if (current && version !== current.version + 1) return { saved: false, current }
    const json = JSON.stringify(data)
    if (current) {
      await trx
        .updateTable('drafts')
        .set({ data: json, version, updated_at: at })
        .where('id', '=', id)
        .execute()
    } else {
      await trx
        .insertInto('drafts')
        .values({ id, data: json, version, created_at: at, updated_at: at })
        .execute()
    }
    return { saved: true, draft: { data, version, updatedAt: at } }
  })
}

export async function deleteDraft(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('drafts').where('id', '=', id).executeTakeFirst()
  return result.numDeletedRows > 0n
}
