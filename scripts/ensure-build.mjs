// `npm start` builds the client when there is no build, the sources are newer than it, or the
// agency's details (AGENCY_* variables, baked into the client) differ from those it was built with.
import { execSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

const builtIndex = 'dist/client/index.html'
const builtAgency = 'dist/client/agency.json'
const AGENCY_VARIABLES = ['AGENCY_NAME', 'AGENCY_SUPPORT_EMAIL', 'AGENCY_SUPPORT_PHONE']

function agencyVariablesChanged() {
  if (!existsSync(builtAgency)) return true
  try {
    const { env } = JSON.parse(readFileSync(builtAgency, 'utf8'))
    return AGENCY_VARIABLES.some((name) => (env?.[name] ?? null) !== (process.env[name] ?? null))
  } catch {
    return true
  }
}

function newestModification(path) {
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestModification(join(path, entry)))
  return newest
}

const sources = ['client', 'shared', 'vite.config.ts', 'package.json'].filter((path) => existsSync(path))
const stale =
  !existsSync(builtIndex) ||
  Math.max(...sources.map(newestModification)) > statSync(builtIndex).mtimeMs ||
  agencyVariablesChanged()

if (stale) {
  console.log('Building the client...')
  execSync('npm run build', { stdio: 'inherit' })
}
