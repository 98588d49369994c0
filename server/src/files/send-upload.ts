// Answers a stored upload (a passport copy, an eVisa) with the headers every such file needs: it
// must not stay in a shared computer's disk cache, be embedded by another site, or be sniffed into
// something runnable. Used by /uploads/{filename}, the staff back-office and the traveller's eVisa.
import type { FastifyReply } from 'fastify'
import type { UploadRow } from '../db/database'
import { HttpError } from '../plugins/errors'
import type { FileStore } from './file-store'

export const FILE_NOT_FOUND_MESSAGE = 'File not found.'

export interface SendUploadOptions {
  /** The file name the browser saves it as; the stored name when unset. */
  downloadName?: string
  /** Always a download; PDFs are one whatever this says. */
  download?: boolean
}

/** 404 (FILE_NOT_FOUND_MESSAGE) when there is no row, or its file is gone. */
export async function sendUpload(
  reply: FastifyReply,
  files: FileStore,
  upload: UploadRow | undefined,
  options: SendUploadOptions = {},
) {
  const stream = upload && (await files.open(upload.filename))
  if (!upload || !stream) throw new HttpError(404, FILE_NOT_FOUND_MESSAGE)
  reply
    .header('content-type', upload.content_type)
    .header('content-length', upload.byte_size)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .header('cross-origin-resource-policy', 'same-origin')
  // A PDF opened inline runs in the browser's viewer on this origin; as a download it cannot.
  if (options.download || upload.content_type === 'application/pdf') {
    reply.header('content-disposition', `attachment; filename="${options.downloadName ?? upload.filename}"`)
  }
  return reply.send(stream)
}
