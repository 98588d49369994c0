import type { Kysely } from 'kysely'
import type { ContactMessage } from '../../../shared/contact'
import type { Database } from '../db/database'

export async function saveContactMessage(
  db: Kysely<Database>,
  message: ContactMessage,
  at: string,
): Promise<void> {
  await db
    .insertInto('contact_messages')
    .values({
      name: message.Given_Name,
      email: message.Email,
      contact_number: message.contact_no,
      nationality: message.Nationality,
      remarks: message.remarks,
      created_at: at,
    })
    .execute()
}
