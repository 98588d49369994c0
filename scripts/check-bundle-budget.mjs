// Reads the production build and fails when the JavaScript budgets of issue #6 are exceeded:
// what the home page loads before it is interactive, and each route's own code. Sizes are gzip
// (level 9, as browsers receive them from a compressing server), printed every run.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

export const BUDGETS = { homeKb: 110, routeChunkKb: 30 }
const dist = process.env.CLIENT_DIR ?? 'dist/client'
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'))

const gzipKb = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).byteLength / 1024

/** Every chunk a manifest entry loads statically, itself included. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen
  seen.add(key)
  for (const imported of manifest[key].imports ?? []) staticClosure(imported, seen)
  return seen
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry)
const routeKey = (file) =>
  Object.keys(manifest).find((key) => key.includes(`src/routes/${file}`) && manifest[key].isDynamicEntry)
const homeRouteKey = routeKey('index.tsx')
if (!entryKey || !homeRouteKey)
  throw new Error('The build has no entry or no home route chunk: was it built?')

// The app starts in steps that the entry imports one after another (client/src/main.tsx); the
// build lists the files of those steps, the start chain (scripts/vite-module-preload.ts). All of it
// loads before any page is interactive, so it counts as the entry here.
const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]))
const startChain = JSON.parse(readFileSync(join(dist, '.vite/start-chain.json'), 'utf8'))
if (startChain.length === 0 || !startChain.every((file) => keyOfFile.has(file)))
  throw new Error('The build has no start chain, or one its manifest does not know: was it built?')
const entryChunks = staticClosure(entryKey)
for (const file of startChain) staticClosure(keyOfFile.get(file), entryChunks)
const homeChunks = staticClosure(homeRouteKey, new Set(entryChunks))
const homeKb = [...homeChunks].reduce((sum, key) => sum + gzipKb(manifest[key].file), 0)

const failures = []
console.log('JavaScript budgets (gzip):')
console.log(`  home page before interactive: ${homeKb.toFixed(1)} KB (budget ${BUDGETS.homeKb} KB)`)
if (homeKb > BUDGETS.homeKb) failures.push(`home page loads ${homeKb.toFixed(1)} KB`)

const routeRows = Object.keys(manifest)
  .filter((key) => manifest[key].isDynamicEntry && key.includes('src/routes/'))
  .map((key) => {
    // A route's own code: its chunk plus what it imports that the entry does not already carry.
    const own = [...staticClosure(key)].filter((chunk) => !entryChunks.has(chunk))
    const largest = Math.max(...own.map((chunk) => gzipKb(manifest[chunk].file)))
    const total = own.reduce((sum, chunk) => sum + gzipKb(manifest[chunk].file), 0)
    return { route: key.replace(/^.*src\/routes\//, '').replace(/\?.*$/, ''), largest, total }
  })
  .sort((a, b) => b.total - a.total)

for (const row of routeRows) {
  console.log(
    `  ${row.route.padEnd(34)} largest chunk ${row.largest.toFixed(1).padStart(5)} KB, with its imports ${row.total.toFixed(1).padStart(5)} KB`,
  )
  if (row.largest > BUDGETS.routeChunkKb)
    failures.push(`${row.route} has a ${row.largest.toFixed(1)} KB chunk`)
}

// The form library and PayPal's SDK wrapper belong to their routes, never to the entry.
const entryCode = [...entryChunks]
  .map((key) => readFileSync(join(dist, manifest[key].file), 'utf8'))
  .join('\n')
for (const [name, marker] of [
  ['Formisch', /formisch/i],
  ['PayPal', /paypal-js|PayPalScriptProvider/],
  ['Staff screens', /Authentication code|Save status|staff-area/],
]) {
  if (marker.test(entryCode)) failures.push(`${name} code is in the entry chunk`)
}

// The back-office: travellers never load its code and the service worker never precaches it.
// vite.config.ts names every staff-only chunk and stylesheet staff-*; each staff route's own chunk
// must carry that name (or the precache rule would miss it), none may load on /, and none may be
// in the service worker's precache list.
const STAFF_FILE = /^assets\/staff-/
const staffRoutes = Object.keys(manifest).filter(
  (key) => manifest[key].isDynamicEntry && key.includes('src/routes/staff/'),
)
if (staffRoutes.length === 0) failures.push('the build has no staff route chunks')
for (const key of staffRoutes) {
  const { file, css = [] } = manifest[key]
  for (const name of [file, ...css]) {
    if (!STAFF_FILE.test(name)) failures.push(`staff route chunk ${name} is not named staff-*`)
  }
}
const homeFiles = [...homeChunks].flatMap((key) => [manifest[key].file, ...(manifest[key].css ?? [])])
for (const file of homeFiles.filter((name) => STAFF_FILE.test(name)))
  failures.push(`/ loads staff code ${file}`)
const serviceWorker = readFileSync(join(dist, 'sw.js'), 'utf8')
const precachedStaff = serviceWorker.match(/assets\/staff-[^"']*/g) ?? []
for (const file of precachedStaff) failures.push(`the service worker precaches ${file}`)
if (!/\\\/staff/.test(serviceWorker))
  failures.push('the service worker does not keep its fallback off /staff')
console.log(
  `  staff: ${staffRoutes.length} route chunks named staff-*, none on /, none precached (${precachedStaff.length})`,
)

if (failures.length) {
  console.error(`Budget exceeded:\n  ${failures.join('\n  ')}`)
  process.exit(1)
}
console.log('All budgets met.')
