import type { Kysely, Migration } from 'kysely'

// A contact message written offline waits in the device's outbox and may reach the server twice
// (the answer to the first attempt lost). The device sends an Idempotency-Key with it; the key is
// kept with the message, unique, so the second arrival stores and mails nothing. Older rows have
// none (SQLite lets any number of rows hold NULL in a unique column).
export const contactIdempotency: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('contact_messages').addColumn('client_key', 'text').execute()
    await db.schema
      .createIndex('contact_messages_client_key')
      .unique()
      .on('contact_messages')
      .column('client_key')
      .execute()
  },
}
