// Passport copies on disk: received into a temporary file, recognised by their first bytes, then
// moved under a random name. The uploads folder is outside any static root; files are only ever
// served by the uploads route.
import { createHash, randomBytes } from 'node:crypto'
import { once } from 'node:events'
import { createWriteStream } from 'node:fs'
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { Readable } from 'node:stream'
import { Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'

export interface UploadType {
  contentType: 'image/jpeg' | 'image/png' | 'application/pdf'
  extension: 'jpg' | 'png' | 'pdf'
}

const SIGNATURES: { bytes: Buffer; type: UploadType }[] = [
  { bytes: Buffer.from([0xff, 0xd8, 0xff]), type: { contentType: 'image/jpeg', extension: 'jpg' } },
  {
    bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    type: { contentType: 'image/png', extension: 'png' },
  },
  { bytes: Buffer.from('%PDF-', 'ascii'), type: { contentType: 'application/pdf', extension: 'pdf' } },
]
const HEAD_LENGTH = Math.max(...SIGNATURES.map((signature) => signature.bytes.length))

/** The type a file's first bytes declare; names and declared types are easy to fake, these less so. */
export function detectUploadType(head: Buffer): UploadType | undefined {
  return SIGNATURES.find(({ bytes }) => head.subarray(0, bytes.length).equals(bytes))?.type
}

export interface ReceivedFile {
  path: string
  byteSize: number
  sha256: string
  head: Buffer
}

/** Streams a file to a temporary path, hashing it and keeping its first bytes on the way. */
export async function receiveFile(stream: Readable, tmpDir: string): Promise<ReceivedFile> {
  const path = join(tmpDir, randomBytes(12).toString('hex'))
  const hash = createHash('sha256')
  let byteSize = 0
  let head = Buffer.alloc(0)
  const inspect = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk)
      byteSize += chunk.length
      if (head.length < HEAD_LENGTH) head = Buffer.concat([head, chunk]).subarray(0, HEAD_LENGTH)
      callback(null, chunk)
    },
  })
  // flush: the bytes are on disk before the upload is answered, like the database's commits
  // (synchronous = FULL), so a power cut cannot leave a recorded passport copy empty.
  const writer = createWriteStream(path, { mode: 0o600, flush: true })
  try {
    await pipeline(stream, inspect, writer)
  } catch (error) {
    // A body that fails at once can fail before the file is even opened; the stream still opens
    // it afterwards, so wait until it is done before removing, or a partial copy stays behind.
    if (!writer.closed) await once(writer, 'close').catch(() => undefined)
    await removeFile(path)
    throw error
  }
  return { path, byteSize, sha256: hash.digest('hex'), head }
}

export function removeFile(path: string): Promise<void> {
  return rm(path, { force: true })
}
