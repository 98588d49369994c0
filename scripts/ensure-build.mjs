// `npm start` builds the client when there is no build or the sources are newer than it.
import { execSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

const builtIndex = 'dist/client/index.html'

function newestModification(path) {
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestModification(join(path, entry)))
  return newest
}

const sources = ['client', 'shared', 'vite.config.ts', 'package.json'].filter((path) => existsSync(path))
const stale =
  !existsSync(builtIndex) || Math.max(...sources.map(newestModification)) > statSync(builtIndex).mtimeMs

if (stale) {
  console.log('Building the client...')
  execSync('npm run build', { stdio: 'inherit' })
}
