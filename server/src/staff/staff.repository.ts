// Staff accounts, setup links and sessions. Times are ISO strings; tokens arrive hashed.
import type { Kysely, Selectable } from 'kysely'
import type { StaffAccount, StaffRole } from '../../../shared/staff'
import type { Database, StaffAccountsTable } from '../db/database'

export type StaffAccountRow = Selectable<StaffAccountsTable>

export function findStaffByEmail(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('staff_accounts')
    .selectAll()
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst()
}

export function findStaffById(db: Kysely<Database>, id: number) {
  return db.selectFrom('staff_accounts').selectAll().where('id', '=', id).executeTakeFirst()
}

export function stateOf(row: StaffAccountRow): StaffAccount['state'] {
  if (row.disabled_at) return 'disabled'
  return row.password_hash && row.totp_secret ? 'active' : 'pending'
}

export async function listStaff(db: Kysely<Database>): Promise<StaffAccount[]> {
  const rows = await db.selectFrom('staff_accounts').selectAll().orderBy('email').execute()
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    role: row.role,
    state: stateOf(row),
    createdAt: row.created_at,
    lastSignInAt: row.last_sign_in_at,
  }))
}

export async function insertStaff(db: Kysely<Database>, email: string, role: StaffRole, at: string) {
  const { id } = await db
    .insertInto('staff_accounts')
    .values({ email: email.toLowerCase(), role, created_at: at })
    .returning('id')
    .executeTakeFirstOrThrow()
  return id
}

/** Ends every session and setup link of the account. */
async function endAccess(db: Kysely<Database>, staffId: number) {
  await db.deleteFrom('staff_sessions').where('staff_id', '=', staffId).execute()
  await db.deleteFrom('staff_setup_tokens').where('staff_id', '=', staffId).execute()
}

export async function disableStaff(db: Kysely<Database>, staffId: number, at: string) {
  await endAccess(db, staffId)
  await db.updateTable('staff_accounts').set({ disabled_at: at }).where('id', '=', staffId).execute()
}

/** Forgets the password and authenticator and re-enables the account: it waits for a new setup. */
export async function resetStaff(db: Kysely<Database>, staffId: number) {
  await endAccess(db, staffId)
  await db
    .updateTable('staff_accounts')
    .set({
      password_hash: null,
      totp_secret: null,
      disabled_at: null,
      failed_sign_ins: 0,
      locked_until: null,
    })
    .where('id', '=', staffId)
    .execute()
}

// ---- Setup links ----

export async function insertSetupToken(
  db: Kysely<Database>,
  staffId: number,
  tokenHash: string,
  at: string,
  expiresAt: string,
) {
  // One link at a time: a new one cancels the last.
  await db.deleteFrom('staff_setup_tokens').where('staff_id', '=', staffId).execute()
  await db
    .insertInto('staff_setup_tokens')
    .values({ token_hash: tokenHash, staff_id: staffId, created_at: at, expires_at: expiresAt })
    .execute()
}

/** The link's row and its account, when it is unused, unexpired and the account not disabled. */
export async function findUsableSetupToken(db: Kysely<Database>, tokenHash: string, at: string) {
  const token = await db
    .selectFrom('staff_setup_tokens')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .executeTakeFirst()
  if (!token) return undefined
  const account = await findStaffById(db, token.staff_id)
  if (!account || account.disabled_at) return undefined
  return { token, account }
}

export async function setSetupChoices(
  db: Kysely<Database>,
  tokenHash: string,
  choices: { passwordHash: string; sealedTotpSecret: string },
) {
  await db
    .updateTable('staff_setup_tokens')
    .set({ password_hash: choices.passwordHash, totp_secret: choices.sealedTotpSecret })
    .where('token_hash', '=', tokenHash)
    .execute()
}

export async function completeSetup(
  db: Kysely<Database>,
  tokenHash: string,
  staffId: number,
  credentials: { passwordHash: string; sealedTotpSecret: string },
  at: string,
) {
  await db
    .updateTable('staff_setup_tokens')
    .set({ used_at: at })
    .where('token_hash', '=', tokenHash)
    .execute()
  await db
    .updateTable('staff_accounts')
    .set({
      password_hash: credentials.passwordHash,
      totp_secret: credentials.sealedTotpSecret,
      failed_sign_ins: 0,
      locked_until: null,
    })
    .where('id', '=', staffId)
    .execute()
}

// ---- Sign-in bookkeeping ----

/**
 * Takes TOTP step `step` for the account: true when no code of this step or a later one was
 * accepted before. One statement, so two sign-ins with the same code at the same moment (on one
 * server or two) cannot both take it.
 */
export async function claimTotpStep(db: Kysely<Database>, staffId: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('staff_accounts')
    .set({ last_totp_step: step })
    .where('id', '=', staffId)
    .where((eb) => eb.or([eb('last_totp_step', 'is', null), eb('last_totp_step', '<', step)]))
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** A right password whose hash used cheaper parameters: its hash at today's. */
export async function replacePasswordHash(
  db: Kysely<Database>,
  staffId: number,
  oldHash: string,
  newHash: string,
) {
  await db
    .updateTable('staff_accounts')
    .set({ password_hash: newHash })
    .where('id', '=', staffId)
    .where('password_hash', '=', oldHash)
    .execute()
}

export async function recordSignIn(db: Kysely<Database>, staffId: number, at: string) {
  await db
    .updateTable('staff_accounts')
    .set({ failed_sign_ins: 0, locked_until: null, last_sign_in_at: at })
    .where('id', '=', staffId)
    .execute()
}

// ---- Sessions ----

export async function insertSession(
  db: Kysely<Database>,
  session: { tokenHash: string; staffId: number; at: string; expiresAt: string },
) {
  await db
    .insertInto('staff_sessions')
    .values({
      token_hash: session.tokenHash,
      staff_id: session.staffId,
      created_at: session.at,
      last_seen_at: session.at,
      expires_at: session.expiresAt,
    })
    .execute()
}

/** The session and its account, when the session is within both limits and the account enabled. */
export async function findLiveSession(
  db: Kysely<Database>,
  tokenHash: string,
  at: string,
  idleSince: string,
) {
  return db
    .selectFrom('staff_sessions')
    .innerJoin('staff_accounts', 'staff_accounts.id', 'staff_sessions.staff_id')
    .select([
      'staff_sessions.token_hash',
      'staff_sessions.last_seen_at',
      'staff_accounts.id',
      'staff_accounts.email',
      'staff_accounts.role',
    ])
    .where('staff_sessions.token_hash', '=', tokenHash)
    .where('staff_sessions.expires_at', '>', at)
    .where('staff_sessions.last_seen_at', '>', idleSince)
    .where('staff_accounts.disabled_at', 'is', null)
    .executeTakeFirst()
}

export async function touchSession(db: Kysely<Database>, tokenHash: string, at: string) {
  await db
    .updateTable('staff_sessions')
    .set({ last_seen_at: at })
    .where('token_hash', '=', tokenHash)
    .execute()
}

export async function deleteSession(db: Kysely<Database>, tokenHash: string) {
  await db.deleteFrom('staff_sessions').where('token_hash', '=', tokenHash).execute()
}

/** Sessions past either limit; called at sign-in so the table does not grow for ever. */
export async function deleteDeadSessions(db: Kysely<Database>, at: string, idleSince: string) {
  await db
    .deleteFrom('staff_sessions')
    .where((eb) => eb.or([eb('expires_at', '<=', at), eb('last_seen_at', '<=', idleSince)]))
    .execute()
}
