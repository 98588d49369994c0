// The VAPID key pair that signs every push message (RFC 8292). A browser's subscription is bound
// to the public key it was made with, so the pair must never change under it: from the
// environment, or drawn once and kept in the database, where every server on it finds the same
// pair (db/server-secrets.ts).
import type { Kysely } from 'kysely'
import webpush from 'web-push'
import type { Database } from '../db/database'
import { storedSecret } from '../db/server-secrets'
import type { VapidKeyPair } from './push-settings'

export async function storedVapidKeys(db: Kysely<Database>): Promise<VapidKeyPair> {
  const value = await storedSecret(db, 'vapid-keys', () => {
    const { publicKey, privateKey } = webpush.generateVAPIDKeys()
    return JSON.stringify({ publicKey, privateKey })
  })
  const { publicKey, privateKey } = JSON.parse(value) as VapidKeyPair
  return { publicKey, privateKey }
}
