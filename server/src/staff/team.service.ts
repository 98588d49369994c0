// Adding, resetting and disabling staff: shared by the admin calls and `npm run staff`, so both
// write the same rows and the same audit entries.
import type { Kysely } from 'kysely'
import type { StaffRole } from '../../../shared/staff'
import type { Database } from '../db/database'
import { lockResource, withImmediateTransaction } from '../db/transaction'
import { appendAudit } from './audit.repository'
import { newToken, tokenHash } from './credentials'
import {
  disableStaff,
  findStaffByEmail,
  findStaffById,
  insertSetupToken,
  insertStaff,
  resetStaff,
} from './staff.repository'

export const SETUP_LINK_MS = 24 * 3600 * 1000

export type TeamResult =
  | { outcome: 'ok'; setupUrl: string }
  | { outcome: 'exists' }
  | { outcome: 'not-found' }

function iso(ms: number) {
  return new Date(ms).toISOString()
}

/** The page a setup link opens; the token sits in the fragment, so it never reaches a server log. */
/** The resource every change of the team holds (lockResource). */
const STAFF_TEAM = 'staff-team'

export function setupUrlFor(baseUrl: string, token: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/staff/setup#${token}`
}

async function issueSetupLink(trx: Kysely<Database>, staffId: number, now: number, baseUrl: string) {
  const token = newToken()
  await insertSetupToken(trx, staffId, tokenHash(token), iso(now), iso(now + SETUP_LINK_MS))
  return setupUrlFor(baseUrl, token)
}

export function addStaffMember(
  db: Kysely<Database>,
  member: { email: string; role: StaffRole },
  context: { actor: string; now: number; baseUrl: string },
): Promise<TeamResult> {
  return withImmediateTransaction(db, async (trx) => {
    // Team changes are rare: one at a time across every server, so a check (the address is
    // free, the account exists) still holds at the commit.
    await lockResource(trx, STAFF_TEAM)
    if (await findStaffByEmail(trx, member.email)) return { outcome: 'exists' }
    const id = await insertStaff(trx, member.email, member.role, iso(context.now))
    const setupUrl = await issueSetupLink(trx, id, context.now, context.baseUrl)
    await appendAudit(trx, {
      at: iso(context.now),
      actor: context.actor,
      action: 'staff-add',
      detail: `${member.email.toLowerCase()} as ${member.role}`,
    })
    return { outcome: 'ok', setupUrl }
  })
}

/** Ends the member's sessions, forgets the password and authenticator, and issues a new link. */
export function resetStaffMember(
  db: Kysely<Database>,
  staffId: number,
  context: { actor: string; now: number; baseUrl: string },
): Promise<TeamResult> {
  return withImmediateTransaction(db, async (trx) => {
    await lockResource(trx, STAFF_TEAM)
    const account = await findStaffById(trx, staffId)
    if (!account) return { outcome: 'not-found' }
    await resetStaff(trx, staffId)
    const setupUrl = await issueSetupLink(trx, staffId, context.now, context.baseUrl)
    await appendAudit(trx, {
      at: iso(context.now),
      actor: context.actor,
      action: 'staff-reset',
      detail: account.email,
    })
    return { outcome: 'ok', setupUrl }
  })
}

export function disableStaffMember(
  db: Kysely<Database>,
  staffId: number,
  context: { actor: string; now: number },
): Promise<'ok' | 'not-found'> {
  return withImmediateTransaction(db, async (trx) => {
    await lockResource(trx, STAFF_TEAM)
    const account = await findStaffById(trx, staffId)
    if (!account) return 'not-found'
    await disableStaff(trx, staffId, iso(context.now))
    await appendAudit(trx, {
      at: iso(context.now),
      actor: context.actor,
      action: 'staff-disable',
      detail: account.email,
    })
    return 'ok'
  })
}
