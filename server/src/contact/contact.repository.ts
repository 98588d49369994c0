import type { Kysely } from 'kysely'
import type { ContactMessage } from '../../../shared/contact'
import type { Database } from '../db/database'
import { withImmediateTransaction } from '../db/transaction'
import { queueContactMails } from '../mail'

/**
 * Stores the message and queues its two mails (the agency's copy, the sender's note) with it.
 * With `clientKey` (the sender's Idempotency-Key), a message already stored under it is not
 * stored or mailed again.
 */
export function saveContactMessage(
  db: Kysely<Database>,
  message: ContactMessage,
  { at, agencyEmail, clientKey }: { at: string; agencyEmail: string; clientKey?: string },
): Promise<void> {
  return withImmediateTransaction(db, async (trx) => {
    // A key already stored inserts nothing and returns no row; on PostgreSQL a second server
    // inserting the same key at the same moment waits for the first and then finds it.
    const inserted = await trx
      .insertInto('contact_messages')
      .values({
        name: message.Given_Name,
        email: message.Email,
        contact_number: message.contact_no,
        nationality: message.Nationality,
        remarks: message.remarks,
        created_at: at,
        client_key: clientKey ?? null,
      })
      .onConflict((conflict) => conflict.column('client_key').doNothing())
      .returning('id')
      .executeTakeFirst()
    if (!inserted) return
    const { id } = inserted
    await queueContactMails(trx, { messageId: id, message, agencyEmail, at })
  })
}
