import { defineConfig } from '@playwright/test'
import { E2E_DATA_DIR } from './e2e/support'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium'

// Browser tests run against the production build served by the real server, on a fresh data
// folder each run (scripts/e2e-server.mjs). Browser downloads are impossible here, so they drive
// Debian's Chromium; scripts/ensure-chromium.mjs installs it when missing.
const port = Number(process.env.E2E_PORT ?? 4173)
export const baseURL = `http://127.0.0.1:${port}`

export default defineConfig({
  testDir: 'e2e',
  // Separate output folders let two runs (say, two engineers' specs) proceed side by side.
  outputDir: process.env.PW_OUTPUT_DIR ?? 'test-results',
  // The long form takes a while to type on a slow 2-core machine; a real hang still fails.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  // No retries: a test that fails once is a bug in the test or the app, not bad luck.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL,
    // A failing test keeps its trace (the DOM at every step, the network, the console), but
    // without the screencast: taking screenshots throughout every test cost about a third of a
    // short test's time on the 2-core CI machine (docs/conventions.md, browser journeys).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    {
      name: 'desktop',
      // @phone-only: tests whose subject is the phone layout or touch run on the phone alone.
      grepInvert: /@phone-only/,
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      // Journeys tagged @phone run again on a phone-sized touch screen (and @phone-only ones only here).
      name: 'phone',
      grep: /@phone/,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${baseURL}/api/health`,
    env: { E2E_PORT: String(port), E2E_DATA_DIR },
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
