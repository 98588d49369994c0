import { join } from 'node:path'
import fastifyMultipart from '@fastify/multipart'
import type { FastifyPluginAsync } from 'fastify'
import type { UploadResponse } from '../../../shared/api-types'
import { UPLOAD_NAME_PATTERN } from '../../../shared/application'
import { MAX_UPLOAD_BYTES } from '../../../shared/limits'
import { sendUpload } from '../files/send-upload'
import { detectUploadType, receiveFile, removeFile } from '../files/upload-storage'
import { HttpError } from '../plugins/errors'
import { stripImage, UnreadableImageError } from './strip-image'
import { findUpload, insertUpload } from './uploads.repository'

const UPLOAD_TYPE_MESSAGE = 'The passport copy must be a JPEG, PNG or PDF file.'
const UPLOAD_TOO_LARGE_MESSAGE = `The passport copy must be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`
const UPLOAD_EMPTY_MESSAGE = 'The passport copy is empty.'
const UPLOAD_MISSING_MESSAGE = 'Choose the passport copy to upload (form field "image").'
const NOT_MULTIPART_MESSAGE = 'Send the passport copy as multipart/form-data.'
const UPLOAD_UNREADABLE_MESSAGE = 'The upload could not be read. Please try again.'
const IMAGE_UNREADABLE_MESSAGE =
  'The passport copy could not be read as a picture. Please upload a JPEG, PNG or PDF file.'

/**
 * Busboy reports a malformed or cut-off body with plain Errors: those are the client's, so 400.
 * Errors with a status keep it; file-system failures (they carry a syscall) stay server faults.
 */
function asUploadError(error: unknown): never {
  const known = error instanceof HttpError || (error as { statusCode?: number }).statusCode !== undefined
  const fileSystem = (error as NodeJS.ErrnoException).syscall !== undefined
  throw known || fileSystem ? error : new HttpError(400, UPLOAD_UNREADABLE_MESSAGE)
}

export interface UploadRoutesOptions {
  /** Temporary files go to its tmp/ folder; kept files go to app.files (files/file-store.ts). */
  uploadsDir: string
}

export const uploadRoutes: FastifyPluginAsync<UploadRoutesOptions> = async (app, { uploadsDir }) => {
  // Registered here, not app-wide, so every other route refuses multipart bodies with a 415.
  await app.register(fastifyMultipart, {
    // The file limit truncates instead of throwing so the route can tell "too large" apart and
    // remove what was written.
    throwFileSizeLimit: false,
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 5, headerPairs: 50 },
  })

  app.post(
    '/api/upload',
    { config: { successFlag: 'success' }, onRequest: [app.writeRateLimit, app.diskGuard] },
    async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(415, NOT_MULTIPART_MESSAGE)
      const part = await request.file().catch(asUploadError)
      if (part?.fieldname !== 'image') {
        part?.file.resume()
        throw new HttpError(400, UPLOAD_MISSING_MESSAGE)
      }
      const tmpDir = join(uploadsDir, 'tmp')
      const received = await receiveFile(part.file, tmpDir).catch(asUploadError)
      let file = received
      try {
        if (part.file.truncated) throw new HttpError(413, UPLOAD_TOO_LARGE_MESSAGE)
        if (file.byteSize === 0) throw new HttpError(400, UPLOAD_EMPTY_MESSAGE)
        const type = detectUploadType(file.head)
        if (!type) throw new HttpError(415, UPLOAD_TYPE_MESSAGE)
        // Pictures are kept re-encoded, without metadata; size and SHA-256 are the kept bytes'.
        if (type.extension !== 'pdf') {
          file = await stripImage(received, type, tmpDir).catch((error: unknown) => {
            throw error instanceof UnreadableImageError ? new HttpError(415, IMAGE_UNREADABLE_MESSAGE) : error
          })
        }
        const filename = await app.files.keep(file, type)
        const row = {
          filename,
          content_type: type.contentType,
          byte_size: file.byteSize,
          sha256: file.sha256,
          created_at: new Date(app.now()).toISOString(),
        }
        await insertUpload(app.db, row).catch(async (error: unknown) => {
          await app.files.remove(filename)
          throw error
        })
        return reply.code(201).send({ success: true, file: { filename } } satisfies UploadResponse)
      } finally {
        // Gone already once kept; otherwise a refused file must not stay on disk.
        await removeFile(received.path)
        if (file !== received) await removeFile(file.path)
      }
    },
  )

  app.get<{ Params: { filename: string } }>(
    '/uploads/:filename',
    { onRequest: app.lookupRateLimit },
    async (request, reply) => {
      const { filename } = request.params
      const upload = UPLOAD_NAME_PATTERN.test(filename) ? await findUpload(app.db, filename) : undefined
      return sendUpload(reply, app.files, upload)
    },
  )
}
