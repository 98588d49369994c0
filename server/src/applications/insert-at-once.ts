// PostgreSQL: a new application written by one statement. Each statement of a write costs a round
// trip to the database, the driver's parsing of its answer and the database's own work per
// statement; a create written as BEGIN, five inserts and COMMIT spent most of its time on those
// seven round trips (docs/performance.md). Here the inserts are the parts of one statement (data-
// modifying WITH queries), which PostgreSQL runs as one transaction: all of it is stored, or none.
//
//   with "hold"        as (select pg_advisory_xact_lock_shared(…))          only with a passport copy
//        "claim"       as (insert into idempotency_keys … on conflict (key) do update … where
//                          the use has expired returning key)                 only with a key
//        "application" as (insert into applications … select … from "claim" returning id)
//        "children"    as (insert into application_children … select id, … from "application", (values …))
//        "mail"        as (insert into mail_outbox … select … from "application" on conflict do nothing)
//        "access"      as (insert into application_keys … select … from "application")
//   select id from "application"
//
// The application is inserted only from the key's claim, and everything else only from the
// application: a key in live use (another writer's, which the claim waits for and then sees)
// inserts nothing and answers no row. Foreign keys are checked at the end of the statement, so
// the claim may name the number the application takes later in the same statement. A number
// already taken is not skipped (ON CONFLICT DO NOTHING would leave the claim naming a stranger's
// application): its unique constraint fails the whole statement, and the caller draws another.
import { CompiledQuery, type Insertable, type Kysely } from 'kysely'
import type { ApplicationKeysTable, ApplicationsTable, Database, MailOutboxTable } from '../db/database'
import { prepareOnPostgres } from '../db/prepared-statements'
import { RESOURCE_LOCK_CLASS, UPLOAD_REFERENCES } from '../db/transaction'

export interface NewApplicationWrite {
  application: Insertable<ApplicationsTable>
  /** The children's columns but their application's id, in order. */
  children: Record<string, string | number>[]
  /** The idempotency key's claim: its row, and the oldest moment a use of it is still live. */
  claim?: { key: string; sku_id: string; body_hash: string; created_at: string; oldestLive: string }
  mail: Insertable<MailOutboxTable>
  accessKey: Insertable<ApplicationKeysTable>
  /** The application names an upload: hold UPLOAD_REFERENCES shared (db/transaction.ts) first. */
  holdsUploadReferences: boolean
}

/** The unique constraint on applications.sku_id (a number drawn twice). */
const NUMBER_CONSTRAINT = 'applications_sku_id_key'

/** The write failed because its application number is already taken: draw another. */
export function isNumberTaken(error: unknown): boolean {
  const { code, constraint } = (error ?? {}) as { code?: unknown; constraint?: unknown }
  return code === '23505' && constraint === NUMBER_CONSTRAINT
}

const quote = (name: string) => `"${name}"`

/** Statement texts by shape (columns, number of children, key, hold): a handful in practice. */
const statements = new Map<string, string>()

function shapeOf(write: NewApplicationWrite): string {
  const children = write.children[0] ? Object.keys(write.children[0]).join(',') : ''
  return [
    write.holdsUploadReferences,
    write.claim !== undefined,
    write.children.length,
    children,
    Object.keys(write.application).join(','),
    Object.keys(write.mail).join(','),
    Object.keys(write.accessKey).join(','),
  ].join('|')
}

/** The statement's text and its values in order ($1, $2, …). */
function compile(write: NewApplicationWrite): CompiledQuery {
  const values: unknown[] = []
  const parameter = (value: unknown) => {
    values.push(value)
    return `$${values.length}`
  }
  const parametersOf = (row: Record<string, unknown>) => Object.values(row).map(parameter).join(', ')
  const columnsOf = (row: Record<string, unknown>) => Object.keys(row).map(quote).join(', ')

  const parts: string[] = []
  let source = ''
  if (write.holdsUploadReferences) {
    parts.push(
      `"hold" as (select pg_advisory_xact_lock_shared(${RESOURCE_LOCK_CLASS}, hashtext(${parameter(UPLOAD_REFERENCES)})))`,
    )
    source = ' from "hold"'
  }
  if (write.claim) {
    const { oldestLive, ...row } = write.claim
    parts.push(
      `"claim" as (insert into "idempotency_keys" (${columnsOf(row)}) select ${parametersOf(row)}${source}` +
        ' on conflict ("key") do update set "sku_id" = excluded."sku_id", "body_hash" = excluded."body_hash",' +
        ` "created_at" = excluded."created_at" where "idempotency_keys"."created_at" <= ${parameter(oldestLive)}` +
        ' returning "key")',
    )
    source = ' from "claim"'
  }
  // A value in a select list takes its type from the column it is inserted into.
  parts.push(
    `"application" as (insert into "applications" (${columnsOf(write.application)})` +
      ` select ${parametersOf(write.application)}${source} returning "id")`,
  )
  const [first] = write.children
  if (first) {
    // Values in a VALUES list are typed on their own: every child column is text but the
    // position, which is written as a number, not passed.
    const rows = write.children.map((child) => {
      const { position, ...text } = child
      return `(${Number(position)}, ${parametersOf(text)})`
    })
    const { position: _, ...textColumns } = first
    const columns = `"position", ${columnsOf(textColumns)}`
    parts.push(
      `"children" as (insert into "application_children" ("application_id", ${columns})` +
        ` select "application"."id", "child".* from "application", (values ${rows.join(', ')}) as "child" (${columns}))`,
    )
  }
  parts.push(
    `"mail" as (insert into "mail_outbox" (${columnsOf(write.mail)}) select ${parametersOf(write.mail)}` +
      ' from "application" on conflict ("event_key") do nothing)',
  )
  parts.push(
    `"access" as (insert into "application_keys" (${columnsOf(write.accessKey)})` +
      ` select ${parametersOf(write.accessKey)} from "application")`,
  )
  return CompiledQuery.raw(`with ${parts.join(', ')} select "id" from "application"`, values)
}

/** The values of `write` in its shape's order (the order compile() numbers them in). */
function valuesOf(write: NewApplicationWrite): unknown[] {
  const values: unknown[] = []
  if (write.holdsUploadReferences) values.push(UPLOAD_REFERENCES)
  if (write.claim) {
    const { oldestLive, ...row } = write.claim
    values.push(...Object.values(row), oldestLive)
  }
  values.push(...Object.values(write.application))
  for (const child of write.children) {
    const { position: _, ...text } = child
    values.push(...Object.values(text))
  }
  values.push(...Object.values(write.mail), ...Object.values(write.accessKey))
  return values
}

/**
 * Writes the new application and everything that comes with it in one statement. Answers its id,
 * or undefined when the idempotency key is in live use (nothing was stored). A number already
 * taken throws (isNumberTaken).
 */
export async function insertApplicationAtOnce(
  db: Kysely<Database>,
  write: NewApplicationWrite,
): Promise<number | undefined> {
  const shape = shapeOf(write)
  let sql = statements.get(shape)
  let query: CompiledQuery
  if (sql === undefined) {
    query = compile(write)
    sql = query.sql
    statements.set(shape, sql)
    prepareOnPostgres(sql)
  } else {
    query = CompiledQuery.raw(sql, valuesOf(write))
  }
  const { rows } = await db.executeQuery<{ id: number }>(query)
  return rows[0]?.id
}
