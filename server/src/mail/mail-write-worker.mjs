// The .eml writer's thread (mail-transport.ts, emlTransport). A batch of finished messages comes in
// as one message; each is written to a temporary file, every file is flushed to disk, each is
// renamed into place and the folder is flushed once, then one answer goes back. Plain system calls
// one after the other on this thread cost a third of what the same work cost as promises on the
// request loop, where each open, write, flush, close and rename was a trip to libuv's pool and back
// (docs/performance.md); the flushes alone go to the pool side by side, so the disk takes them
// together rather than one after the other. Plain JavaScript: it needs nothing compiled.
import { closeSync, fsync, fsyncSync, mkdirSync, openSync, renameSync, rmSync, writeSync } from 'node:fs'
import { join } from 'node:path'
import { parentPort } from 'node:worker_threads'
import { lowerThisThreadsPriority } from './background-priority.mjs'

lowerThisThreadsPriority()

/** Folders made so far (the first batch makes DATA_DIR/mail). */
const made = new Set()

function writeAll(fd, bytes) {
  for (let at = 0; at < bytes.length; ) at += writeSync(fd, bytes, at, bytes.length - at)
}

function flush(fd) {
  return new Promise((resolve, reject) => fsync(fd, (error) => (error ? reject(error) : resolve())))
}

async function writeBatch(dir, files) {
  if (!made.has(dir)) {
    mkdirSync(dir, { recursive: true, mode: 0o700 })
    made.add(dir)
  }
  /** Open temporary files: closed and removed should anything fail before they are renamed. */
  const open = []
  try {
    for (const { name, bytes } of files) {
      const tmp = join(dir, `.${name}.tmp`)
      const fd = openSync(tmp, 'w', 0o600)
      open.push({ fd, tmp, path: join(dir, name) })
      writeAll(fd, bytes)
    }
    await Promise.all(open.map(({ fd }) => flush(fd)))
  } catch (error) {
    for (const { fd, tmp } of open.splice(0)) {
      try {
        closeSync(fd)
      } catch {}
      rmSync(tmp, { force: true })
    }
    throw error
  }
  const written = open.splice(0)
  for (const { fd } of written) closeSync(fd)
  try {
    // Same name for every attempt of one mail: a repeat after a crash replaces, never adds.
    for (const { tmp, path } of written) renameSync(tmp, path)
    const folder = openSync(dir, 'r')
    try {
      fsyncSync(folder)
    } finally {
      closeSync(folder)
    }
  } catch (error) {
    for (const { tmp } of written) rmSync(tmp, { force: true })
    throw error
  }
}

parentPort.on('message', async ({ id, dir, files }) => {
  try {
    await writeBatch(dir, files)
    parentPort.postMessage({ id })
  } catch (error) {
    // The code (ENOSPC, EACCES...) says why; the sender logs it, never the path or the words.
    parentPort.postMessage({
      id,
      error: {
        code: typeof error?.code === 'string' ? error.code : undefined,
        message: String(error?.message),
      },
    })
  }
})
