import type { Kysely, Migration } from 'kysely'

// The interface language an application was made in (shared/languages.ts): the traveller's mails
// and notifications are written in it. Every application made before it was made in English.
export const applicationLanguage: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('applications')
      .addColumn('language', 'text', (column) => column.notNull().defaultTo('en'))
      .execute()
  },
}
