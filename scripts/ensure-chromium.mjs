// Browser tests need Debian's Chromium (browser downloads are impossible on these machines).
// Installs it when missing and we are root; otherwise says exactly what to install.
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
if (existsSync(path)) process.exit(0)

const isRoot = process.getuid?.() === 0
const hasApt = existsSync('/usr/bin/apt-get')
if (isRoot && hasApt) {
  console.log(`Chromium is missing at ${path}; installing Debian's chromium package...`)
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  })
  if (existsSync(path)) process.exit(0)
}
console.error(
  `Chromium was not found at ${path}. Install it (Debian/Ubuntu: sudo apt-get install -y chromium) ` +
    'or set CHROMIUM_PATH to a Chromium or Chrome binary.',
)
process.exit(1)
