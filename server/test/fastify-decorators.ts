// What the server's plugins add to Fastify's types (app.mail, app.counters, app.push, ...) is
// declared beside each plugin, and the production project sees it through app.ts. The tests are a
// project of their own that sees the server through its declarations, so they name those modules
// here once, for every test to see the same decorated Fastify.
import type {} from '../src/app'
import type {} from '../src/mail/mail-sender'
import type {} from '../src/metrics/metrics.plugin'
import type {} from '../src/plugins/db'
import type {} from '../src/plugins/disk-guard'
import type {} from '../src/plugins/errors'
import type {} from '../src/plugins/rate-limit'
import type {} from '../src/push/push-sender'
import type {} from '../src/staff/staff.routes'
import type {} from '../src/staff/staff-session'
