// What operators watch (README "Operators' signals"): the product's own counters, kept in one
// prom-client registry per app, so several apps in one process (the tests, two servers in one
// script) never share or clash on prom-client's global registry. Features count through
// `app.counters`; the plugin in metrics.plugin.ts serves the registry at GET /metrics.
//
// No label here carries anything a traveller typed or an application's number: the counters have
// no labels at all, and the per-route request metrics are labelled by the route's pattern.
import { Counter, Gauge, Registry } from '@platformatic/prom-client'

/** Reads the mail outbox's backlog for the two gauges, when /metrics is scraped. */
export type OutboxBacklogReader = () => Promise<{ depth: number; oldestSeconds: number }>

export interface ProductMetrics {
  readonly registry: Registry
  /** A new application stored (an idempotent replay is not counted again). */
  applicationsCreated: Counter
  /** A payment captured and recorded (a repeated capture is not counted again). */
  applicationsPaid: Counter
  /** A mail attempt refused or unreachable (each attempt, retried or given up). */
  mailFailures: Counter
  /** A Web Push message the push service refused or that could not be delivered. */
  pushFailures: Counter
  /** A draft save refused because another device saved a newer version first (409). */
  syncConflicts: Counter
  /** A request answered 429 by any of the per-address limits. */
  rateLimited: Counter
  /** Answers with a 5xx status, any route or none. */
  serverErrors: Counter
}

export function createProductMetrics(readOutbox: OutboxBacklogReader): ProductMetrics {
  const registry = new Registry()
  const counter = (name: string, help: string) => new Counter({ name, help, registers: [registry] })
  // Both gauges read one query per scrape: the first to be collected asks, the second reuses it.
  let reading: Promise<{ depth: number; oldestSeconds: number }> | undefined
  const backlog = () => {
    reading ??= readOutbox().finally(() => {
      setImmediate(() => {
        reading = undefined
      })
    })
    return reading
  }
  new Gauge({
    name: 'evisa_mail_outbox_depth',
    help: 'Mails queued and not yet sent (pending, including those being retried)',
    registers: [registry],
    async collect() {
      this.set((await backlog()).depth)
    },
  })
  new Gauge({
    name: 'evisa_mail_outbox_oldest_seconds',
    help: 'Age in seconds of the oldest mail still pending; 0 when none is',
    registers: [registry],
    async collect() {
      this.set((await backlog()).oldestSeconds)
    },
  })
  return {
    registry,
    applicationsCreated: counter('evisa_applications_created_total', 'Applications stored'),
    applicationsPaid: counter('evisa_applications_paid_total', 'Payments captured and recorded'),
    mailFailures: counter('evisa_mail_failures_total', 'Mail attempts refused or not delivered'),
    pushFailures: counter('evisa_push_failures_total', 'Web Push messages not delivered'),
    syncConflicts: counter(
      'evisa_sync_conflicts_total',
      'Draft saves refused because a newer version was saved elsewhere',
    ),
    rateLimited: counter('evisa_rate_limited_total', 'Requests refused by a per-address limit (429)'),
    serverErrors: counter('evisa_http_server_errors_total', 'Answers with a 5xx status'),
  }
}
