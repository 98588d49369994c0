// Which vitest project a test belongs to (vite.config.ts). `unit` is in-process and takes seconds:
// the server through app.inject on a real database, shared/ and the build scripts. `system` holds
// the tests that start a process: a production server (start-up, shutdown, the crash test), a
// command-line tool (backup, restore, staff) or the linters the boundary probes feed. A new test
// that starts a process goes on this list; scripts/test-projects.test.ts refuses it anywhere else.
export const NODE_TESTS = ['server/**/*.test.ts', 'shared/**/*.test.ts', 'scripts/**/*.test.ts']

export const SYSTEM_TESTS = [
  'server/test/crash-test.test.ts',
  'server/src/backup/*.test.ts',
  'server/src/lifecycle/graceful-shutdown.test.ts',
  'server/src/agency-startup.test.ts',
  'server/src/config.test.ts',
  'server/src/mail/mail-templates.start.test.ts',
  'server/src/staff/staff-command.test.ts',
  'scripts/boundaries.test.ts',
]
