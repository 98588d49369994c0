// Writes stop before the disk is full: SQLite and half-written passport copies fail badly on a
// full disk, and one address within its write budget can still fill a small one over days.
import { statfs } from 'node:fs/promises'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { apiError } from '../../../shared/api'
import { successFlagOf } from './errors'

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook for routes that store something: 503 when free space is below the floor. */
    diskGuard: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>
    /** Whether free space is below the floor now (the reading the guard uses; GET /api/ready). */
    diskSpaceLow: () => Promise<boolean>
  }
}

export const DISK_FULL_MESSAGE =
  'We cannot accept new data right now. Nothing was saved; please try again later.'
/** Default floor: room for the largest uploads in flight and the database to grow meanwhile. */
export const DEFAULT_MIN_FREE_DISK_BYTES = 512 * 1024 * 1024
/** Free space is read at most this often. */
const CHECK_EVERY_MS = 2_000

export async function freeBytes(dir: string): Promise<number> {
  const stats = await statfs(dir)
  // bavail: what an unprivileged process may use, not what root has in reserve.
  return stats.bavail * stats.bsize
}

export interface DiskGuardOptions {
  dataDir: string
  /** 0: off. */
  minFreeBytes: number
  now: () => number
}

const diskGuard: FastifyPluginAsync<DiskGuardOptions> = async (app, { dataDir, minFreeBytes, now }) => {
  let checkedAt = Number.NEGATIVE_INFINITY
  // One reading shared by every request that arrives while it is taken.
  let enough: Promise<boolean> = Promise.resolve(true)
  /** The latest reading, taken again when it is older than CHECK_EVERY_MS; `fresh` says it was. */
  const reading = (): { enough: Promise<boolean>; fresh: boolean } => {
    const time = now()
    if (time - checkedAt < CHECK_EVERY_MS) return { enough, fresh: false }
    checkedAt = time
    enough = freeBytes(dataDir).then(
      (free) => free >= minFreeBytes,
      // Unreadable (an odd file system): do not block the site on it.
      () => true,
    )
    return { enough, fresh: true }
  }
  app.decorate('diskSpaceLow', async () => minFreeBytes > 0 && !(await reading().enough))
  app.decorate('diskGuard', async (request: FastifyRequest, reply: FastifyReply) => {
    if (minFreeBytes <= 0) return undefined
    const { enough, fresh } = reading()
    if (fresh && !(await enough))
      request.log.error({ minFreeBytes }, 'free disk space below the floor: refusing writes')
    if (await enough) return undefined
    return reply
      .code(503)
      .header('retry-after', '300')
      .send(apiError(successFlagOf(request), DISK_FULL_MESSAGE))
  })
}

export const diskGuardPlugin = fp(diskGuard, { name: 'disk-guard', fastify: '5.x' })
