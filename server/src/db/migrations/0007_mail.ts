import type { Kysely, Migration } from 'kysely'
import { createIndex, generatedId } from './column-types'

// The mail outbox (mail/): one row per mail, written in the transaction of the change that causes
// it, so a mail is queued exactly when its change commits. event_key is unique, so one event can
// never queue two mails. Returning applicants' one-time links keep only a hash of their token.
export const mail: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('mail_outbox')
      .addColumn('id', 'integer', generatedId(db, { autoIncrement: true }))
      .addColumn('event_key', 'text', (column) => column.notNull().unique())
      .addColumn('kind', 'text', (column) => column.notNull())
      .addColumn('sku_id', 'text')
      .addColumn('recipient', 'text', (column) => column.notNull())
      .addColumn('subject', 'text', (column) => column.notNull())
      .addColumn('payload', 'text', (column) => column.notNull())
      .addColumn('attachments', 'text', (column) => column.notNull().defaultTo('[]'))
      .addColumn('message_id', 'text', (column) => column.notNull())
      .addColumn('state', 'text', (column) => column.notNull().defaultTo('pending'))
      .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'text', (column) => column.notNull())
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('sent_at', 'text')
      .execute()
    await createIndex(db, 'mail_outbox', 'mail_outbox_due', ['state', 'next_attempt_at'])
    await createIndex(db, 'mail_outbox', 'mail_outbox_sku_id', ['sku_id'])

    await db.schema
      .createTable('reuse_tokens')
      .addColumn('token_hash', 'text', (column) => column.primaryKey())
      .addColumn('sku_id', 'text', (column) => column.notNull())
      .addColumn('include_children', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('expires_at', 'text', (column) => column.notNull())
      .addColumn('used_at', 'text')
      .execute()
    await createIndex(db, 'reuse_tokens', 'reuse_tokens_sku_id', ['sku_id'])
  },
}
