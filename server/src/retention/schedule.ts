import type { FastifyInstance } from 'fastify'
import { purgeExpiredData } from './purge'

export const PURGE_INTERVAL_MS = 24 * 3600 * 1000

export interface RetentionSchedule {
  /** Stops the timer and waits for a purge under way, so the database can close under it. */
  stop: () => Promise<void>
}

/**
 * Runs the purge now and then daily. Started by server.ts (tests call purgeExpiredData directly).
 * The timer is unref'd so it never keeps the process alive. Logs carry counts only.
 */
export function scheduleRetentionPurge(app: FastifyInstance): RetentionSchedule {
  let running: Promise<void> | undefined
  const runOnce = () => {
    running ??= purgeExpiredData(app.db, { files: app.files, now: app.now(), mailDir: app.mail.emlDir })
      .then((report) => app.log.info({ purge: report }, 'retention purge done'))
      .catch((error: unknown) => app.log.error({ err: error }, 'retention purge failed'))
      .finally(() => {
        running = undefined
      })
    return running
  }
  void runOnce()
  const timer = setInterval(runOnce, PURGE_INTERVAL_MS)
  timer.unref()
  return {
    stop: async () => {
      clearInterval(timer)
      await running
    },
  }
}
