// Starts the production server for the browser tests on a fresh data folder, removed on exit.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

// CLIENT_DIR lets a run use its own build, so a rebuild elsewhere cannot pull files from under it.
const clientDir = process.env.CLIENT_DIR ?? 'dist/client'
if (!existsSync(join(clientDir, 'index.html'))) {
  console.error(`No production build in ${clientDir}: run \`npm run build\` first (npm test does).`)
  process.exit(1)
}
// E2E_DATA_DIR (set by playwright.config.ts) names the folder, so tests can read what the server
// wrote there (the .eml files of mails); it is emptied first, so every run starts fresh.
const dataDir = process.env.E2E_DATA_DIR || mkdtempSync(join(tmpdir(), 'evisa-e2e-'))
if (process.env.E2E_DATA_DIR) {
  rmSync(dataDir, { recursive: true, force: true })
  mkdirSync(dataDir, { recursive: true, mode: 0o700 })
}
const port = process.env.E2E_PORT ?? '4173'
// node server/start.mjs (as npm start), not the tsx wrapper: the wrapper may force-kill the server
// before its graceful close.
const server = spawn(process.execPath, ['server/start.mjs'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // Many journeys look up, write and pay from one address; the limits have their own tests.
    LOOKUP_RATE_LIMIT: '0',
    PAYMENT_RATE_LIMIT: '0',
    MAIL_RATE_LIMIT: '0',
    // The staff specs sign in more than 20 times a minute on a fast run; staff-auth.test.ts checks that limit.
    STAFF_SIGN_IN_RATE_LIMIT: '0',
    // No SMTP_URL: mails are written as .eml files under DATA_DIR/mail/, where tests read them.
    SMTP_URL: '',
    WRITE_RATE_LIMIT: '0',
  },
})
const stop = () => server.kill('SIGTERM')
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true })
  process.exit(code ?? 0)
})
