// `npm run staff -- add <email> --role admin|agent | reset <email> | disable <email>`: staff
// accounts from the command line, on DATA_DIR's SQLite database or DATABASE_URL's PostgreSQL (safe
// while the servers run: writers queue, docs/decisions/008-postgresql.md). The first admin can only be made this way.
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import * as v from 'valibot'
import { AddStaffSchema } from '../../../shared/staff'
import { databaseUrlFromEnv } from '../config'
import { DATABASE_FILENAME } from '../db/data-folder'
import { migrateToLatest } from '../db/migrate'
import { openDatabase, openPostgres } from '../db/open-database'
import { findStaffByEmail } from './staff.repository'
import { addStaffMember, disableStaffMember, resetStaffMember } from './team.service'

const USAGE = [
  'Usage:',
  '  npm run staff -- add <email> --role admin|agent   prints a one-time setup link (24 hours)',
  '  npm run staff -- reset <email>                    ends their sessions, prints a new setup link',
  '  npm run staff -- disable <email>                  ends their sessions; they can no longer sign in',
].join('\n')
const ACTOR = 'command line'

export interface CommandIo {
  env: Record<string, string | undefined>
  out: (line: string) => void
  err: (line: string) => void
  now?: () => number
}

export const PUBLIC_URL_NEEDED =
  "Set PUBLIC_URL to the site's address as browsers see it (https://...): setup links are built from it."

/**
 * The site's address for setup links: PUBLIC_URL, else (not in production) where `npm start`
 * listens. In production a link to HOST:PORT would point past the proxy, so none is made.
 */
export function siteAddress(env: CommandIo['env']): string | undefined {
  if (env.PUBLIC_URL) return env.PUBLIC_URL
  if (env.NODE_ENV === 'production') return undefined
  return `http://${env.HOST || '127.0.0.1'}:${env.PORT || '3000'}`
}

/** Runs the command and answers the exit code. */
export async function runStaffCommand(argv: string[], dataDir: string, io: CommandIo): Promise<number> {
  let parsed: ReturnType<typeof parse>
  try {
    parsed = parse(argv)
  } catch (error) {
    io.err(`${(error as Error).message}\n${USAGE}`)
    return 2
  }
  const [command, rawEmail, ...extra] = parsed.positionals
  if (!command || !rawEmail || extra.length > 0 || !['add', 'reset', 'disable'].includes(command)) {
    io.err(USAGE)
    return 2
  }
  const checked = v.safeParse(AddStaffSchema, { email: rawEmail, role: parsed.values.role ?? 'agent' })
  if (!checked.success) {
    io.err(`${checked.issues[0].message}\n${USAGE}`)
    return 2
  }
  if (command === 'add' && !parsed.values.role) {
    io.err(`Give the role: --role admin or --role agent.\n${USAGE}`)
    return 2
  }
  const { email, role } = checked.output
  const baseUrl = siteAddress(io.env)
  if (!baseUrl && command !== 'disable') {
    io.err(PUBLIC_URL_NEEDED)
    return 2
  }

  await mkdir(dataDir, { recursive: true, mode: 0o700 })
  const databaseUrl = databaseUrlFromEnv(io.env.DATABASE_URL)
  const db = databaseUrl ? openPostgres(databaseUrl) : openDatabase(join(dataDir, DATABASE_FILENAME))
  try {
    await migrateToLatest(db)
    const context = { actor: ACTOR, now: (io.now ?? Date.now)(), baseUrl: baseUrl ?? '' }
    if (command === 'add') {
      const result = await addStaffMember(db, { email, role }, context)
      if (result.outcome !== 'ok') {
        io.err(
          `${email} already has an account. To send them a new setup link: npm run staff -- reset ${email}`,
        )
        return 1
      }
      io.out(`Setup link for ${email} (${role}), valid 24 hours, usable once:`)
      io.out(result.setupUrl)
      return 0
    }
    const account = await findStaffByEmail(db, email)
    if (!account) {
      io.err(`No member of staff has the e-mail ${email}.`)
      return 1
    }
    if (command === 'reset') {
      const result = await resetStaffMember(db, account.id, context)
      if (result.outcome !== 'ok') return 1
      io.out(`${email} is signed out everywhere. New setup link, valid 24 hours, usable once:`)
      io.out(result.setupUrl)
      return 0
    }
    await disableStaffMember(db, account.id, context)
    io.out(`${email} is disabled and signed out everywhere.`)
    return 0
  } finally {
    await db.destroy()
  }
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    options: { role: { type: 'string' } },
  })
}
