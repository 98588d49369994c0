// Writes brotli (.br) and gzip (.gz) copies of the built client's text files, once, at build time,
// so the server sends them as they are (@fastify/static `preCompressed`) and spends no CPU per
// request. Usage: node scripts/precompress.mjs [clientDir], default dist/client.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { extname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const TEXT_EXTENSIONS = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.webmanifest', '.json', '.txt'])
// Below about one TCP packet a compressed copy saves nothing a traveller would notice, and the
// encoding adds a Vary-dependent variant for nothing.
const MIN_BYTES = 1024

const ENCODINGS = [
  {
    suffix: '.br',
    compress: (content) =>
      brotliCompressSync(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.byteLength,
        },
      }),
  },
  { suffix: '.gz', compress: (content) => gzipSync(content, { level: 9 }) },
]

/** Every file under `dir`, skipping dot folders (Vite's .vite/manifest.json is never served). */
function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* filesUnder(path)
    else if (entry.isFile()) yield path
  }
}

/**
 * Compresses each text file of `clientDir`; keeps a compressed copy only when it is smaller, and
 * removes a stale copy otherwise. Returns one row per file considered.
 */
export function precompress(clientDir) {
  const rows = []
  for (const path of filesUnder(clientDir)) {
    if (!TEXT_EXTENSIONS.has(extname(path))) continue
    const content = readFileSync(path)
    const row = { file: relative(clientDir, path), bytes: content.byteLength }
    for (const { suffix, compress } of ENCODINGS) {
      const target = path + suffix
      const compressed = content.byteLength >= MIN_BYTES ? compress(content) : undefined
      if (compressed && compressed.byteLength < content.byteLength) {
        writeFileSync(target, compressed)
        row[suffix] = compressed.byteLength
      } else {
        rmSync(target, { force: true })
      }
    }
    rows.push(row)
  }
  return rows
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)
if (isMain) {
  const clientDir = resolve(process.argv[2] ?? 'dist/client')
  const rows = precompress(clientDir)
  const kb = (bytes) => (bytes === undefined ? '-' : `${(bytes / 1024).toFixed(1)} KB`)
  const total = (key) => rows.reduce((sum, row) => sum + (row[key] ?? row.bytes), 0)
  const compressed = rows.filter((row) => row['.br'] !== undefined || row['.gz'] !== undefined)
  console.log(
    `Precompressed ${compressed.length} of ${rows.length} text files in ${relative('.', clientDir) || '.'}`,
  )
  console.log(`  raw ${kb(total('bytes'))}, brotli ${kb(total('.br'))}, gzip ${kb(total('.gz'))}`)
}
