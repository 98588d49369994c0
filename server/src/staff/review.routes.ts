// The queue, one application, its files, status changes and the export.
import { join } from 'node:path'
import type { MultipartFile } from '@fastify/multipart'
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify'
import { APPLICATION_NUMBER_PATTERN, normalizeApplicationNumber } from '../../../shared/application-number'
import { canMoveStatus, STATUS_MOVES } from '../../../shared/application-status'
import { MAX_UPLOAD_BYTES } from '../../../shared/limits'
import {
  type ApplicationDetailAnswer,
  type QueueAnswer,
  QueueQuerySchema,
  REPLACE_EVISA_MESSAGES,
  ReplaceEvisaSchema,
  STAFF_API,
  STAFF_MESSAGES,
  STATUS_CHANGE_MESSAGES,
  STATUSES_NEEDING_REASON,
  StatusChangeSchema,
} from '../../../shared/staff'
import { findApplicationBySkuId } from '../applications'
import type { UploadRow } from '../db/database'
import { withImmediateTransaction } from '../db/transaction'
import { sendUpload } from '../files/send-upload'
import { detectUploadType, type ReceivedFile, receiveFile, removeFile } from '../files/upload-storage'
import { mailsForApplication } from '../mail'
import { HttpError } from '../plugins/errors'
import { validate } from '../plugins/validation'
import { findUpload } from '../uploads'
import { recordAudit } from './audit.repository'
import { parseBody } from './auth.routes'
import { csvLine } from './csv'
import { countByStatus, findQueuePage, queueRowsForExport } from './queue.repository'
import { queueAuditDetail } from './queue-audit'
import { changeStatus, findReview, replaceEvisa } from './review.repository'
import { requireAdmin, signedIn } from './staff-session'

export interface ReviewRoutesOptions {
  uploadsDir: string
  /** Where captures are made: "simulator", "sandbox" or "live". */
  paymentMode: string
}

interface ByNumber {
  Params: { number: string }
}

const UPLOAD_TOO_LARGE = `The eVisa file must be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`
const UNREADABLE_FORM = 'The form could not be read. Please try again.'

function numberParam(value: string): string {
  const skuId = normalizeApplicationNumber(value)
  if (!APPLICATION_NUMBER_PATTERN.test(skuId)) throw new HttpError(404, STAFF_MESSAGES.applicationNotFound)
  return skuId
}

interface StatusForm {
  fields: Record<string, unknown>
  file?: ReceivedFile
}

/** The status form as JSON, or as multipart with the eVisa in the `evisa` part. */
async function readStatusForm(request: FastifyRequest, tmpDir: string): Promise<StatusForm> {
  if (!request.isMultipart()) return { fields: (request.body ?? {}) as Record<string, unknown> }
  const form: StatusForm = { fields: {} }
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        form.fields[part.fieldname] = String(part.value)
        continue
      }
      const file = part as MultipartFile
      if (file.fieldname !== 'evisa' || form.file) {
        file.file.resume()
        throw new HttpError(400, STATUS_CHANGE_MESSAGES.evisaRequired)
      }
      form.file = await receiveFile(file.file, tmpDir)
      if (file.file.truncated) throw new HttpError(413, UPLOAD_TOO_LARGE)
    }
  } catch (error) {
    if (form.file) await removeFile(form.file.path)
    const known = error instanceof HttpError || (error as { statusCode?: number }).statusCode !== undefined
    throw known ? error : new HttpError(400, UNREADABLE_FORM)
  }
  return form
}

async function detailAnswer(
  app: FastifyInstance,
  skuId: string,
  paymentMode: string,
): Promise<ApplicationDetailAnswer> {
  const review = await findReview(app.db, skuId)
  if (!review) throw new HttpError(404, STAFF_MESSAGES.applicationNotFound)
  const { row, record, passportCopy, evisa, capture, audit, group } = review
  const base = `${STAFF_API}/applications/${skuId}`
  return {
    status: true,
    // The stored name is the key /uploads/{name} serves the file by, with no audit entry: staff
    // open the copy through passportCopy.url, which records each opening.
    application: { ...record, passport_bio_page: '' },
    passportCopy: passportCopy
      ? { url: `${base}/passport-copy`, contentType: passportCopy.content_type }
      : null,
    visitor: { ip: row.visitor_ip, country: row.visitor_country, city: row.visitor_city },
    payment: capture
      ? {
          orderId: capture.paypal_order_id,
          captureId: capture.capture_id,
          amount: capture.amount,
          orderTotal: capture.orderTotal,
          currency: capture.currency,
          mode: paymentMode,
          capturedAt: capture.captured_at,
        }
      : null,
    group:
      row.group_id && group.length > 0
        ? {
            id: row.group_id,
            members: group.map((member) => ({
              number: member.sku_id,
              name: `${member.surname} ${member.given_names}`.trim(),
              payment: member.payment_status,
              status: member.application_status,
            })),
          }
        : null,
    applicationStatus: row.application_status,
    allowedMoves: [...STATUS_MOVES[row.application_status]],
    authorityReference: row.authority_reference,
    statusReason: row.status_reason,
    evisa: evisa ? { url: `${base}/evisa` } : null,
    audit,
    mails: await mailsForApplication(app.db, skuId),
  }
}

/** How long the counts per status are reused: each is a scan of an index over every application. */
const COUNTS_TTL_MS = 2000

export const reviewRoutes: FastifyPluginAsync<ReviewRoutesOptions> = async (
  app,
  { uploadsDir, paymentMode },
) => {
  const iso = () => new Date(app.now()).toISOString()

  /** The eVisa of a form, checked by its first bytes and kept; its uploads row is the caller's. */
  async function keepEvisa(file: ReceivedFile | undefined): Promise<UploadRow> {
    if (!file || file.byteSize === 0) throw new HttpError(400, STATUS_CHANGE_MESSAGES.evisaRequired)
    const type = detectUploadType(file.head)
    if (type?.contentType !== 'application/pdf') throw new HttpError(400, STATUS_CHANGE_MESSAGES.evisaNotPdf)
    const filename = await app.files.keep(file, type)
    return {
      filename,
      content_type: type.contentType,
      byte_size: file.byteSize,
      sha256: file.sha256,
      created_at: iso(),
    }
  }
  // Shared by every member of staff's queue for a moment: payments and new applications show up
  // within COUNTS_TTL_MS, a status change made here at once.
  let counts: { at: number; value: Promise<Awaited<ReturnType<typeof countByStatus>>> } | undefined
  const currentCounts = () => {
    if (!counts || app.now() - counts.at >= COUNTS_TTL_MS) {
      const value = countByStatus(app.db)
      counts = { at: app.now(), value }
      value.catch(() => {
        counts = undefined
      })
    }
    return counts.value
  }

  app.get('/applications', async (request): Promise<QueueAnswer> => {
    const query = validate(QueueQuerySchema, request.query)
    const statusCounts = await currentCounts()
    const page = await findQueuePage(app.db, query, app.now(), statusCounts)
    await recordAudit(app.db, {
      at: iso(),
      actor: signedIn(request).email,
      action: 'view-queue',
      detail: queueAuditDetail(query, page.rows.length, page.total),
    })
    return { status: true, ...page, page: query.page, pageSize: query.pageSize, counts: statusCounts }
  })

  app.get<ByNumber>('/applications/:number', async (request) => {
    const skuId = numberParam(request.params.number)
    const row = await findApplicationBySkuId(app.db, skuId)
    if (!row || row.purged_at !== null) throw new HttpError(404, STAFF_MESSAGES.applicationNotFound)
    // Recorded before the answer is read, so this opening is in the history it shows.
    await recordAudit(app.db, {
      at: iso(),
      actor: signedIn(request).email,
      action: 'open-application',
      applicationNumber: skuId,
    })
    return detailAnswer(app, skuId, paymentMode)
  })

  for (const [path, column, action] of [
    ['passport-copy', 'passport_copy_filename', 'open-passport-copy'],
    ['evisa', 'evisa_filename', 'open-evisa'],
  ] as const) {
    app.get<ByNumber>(`/applications/:number/${path}`, async (request, reply) => {
      const skuId = numberParam(request.params.number)
      const row = await findApplicationBySkuId(app.db, skuId)
      if (!row || row.purged_at !== null) throw new HttpError(404, STAFF_MESSAGES.applicationNotFound)
      const filename = row[column]
      const upload = filename ? await findUpload(app.db, filename) : undefined
      await recordAudit(app.db, {
        at: iso(),
        actor: signedIn(request).email,
        action,
        applicationNumber: skuId,
      })
      return sendUpload(reply, app.files, upload)
    })
  }

  app.post<ByNumber>('/applications/:number/status', async (request) => {
    const skuId = numberParam(request.params.number)
    const staff = signedIn(request)
    const form = await readStatusForm(request, join(uploadsDir, 'tmp'))
    let keptFile: string | undefined
    try {
      const change = parseBody(StatusChangeSchema, form.fields)
      // Checked first for the clearest answer; changeStatus checks again inside its transaction.
      const current = await findApplicationBySkuId(app.db, skuId)
      if (!current || current.purged_at !== null) throw new HttpError(404, STAFF_MESSAGES.applicationNotFound)
      if (!canMoveStatus(current.application_status, change.status)) {
        throw new HttpError(409, STATUS_CHANGE_MESSAGES.moveRefused(current.application_status))
      }
      if (STATUSES_NEEDING_REASON.includes(change.status) && !change.reason) {
        throw new HttpError(400, STATUS_CHANGE_MESSAGES.reasonRequired)
      }
      if (change.status === 'SUBMITTED' && !change.authorityReference) {
        throw new HttpError(400, STATUS_CHANGE_MESSAGES.referenceRequired)
      }
      let evisa: UploadRow | undefined
      if (change.status === 'APPROVED') {
        evisa = await keepEvisa(form.file)
        keptFile = evisa.filename
      }
      const result = await withImmediateTransaction(app.db, (trx) =>
        changeStatus(trx, skuId, { ...change, evisa, actor: staff.email, at: iso() }),
      )
      if (result.outcome === 'not-found') throw new HttpError(404, STAFF_MESSAGES.applicationNotFound)
      if (result.outcome === 'refused')
        throw new HttpError(409, STATUS_CHANGE_MESSAGES.moveRefused(result.from))
      keptFile = undefined
      counts = undefined
      app.mail.wake()
      app.push.wake()
      return detailAnswer(app, skuId, paymentMode)
    } finally {
      if (form.file) await removeFile(form.file.path)
      // An eVisa kept for a change that did not commit.
      if (keptFile) await app.files.remove(keptFile)
    }
  })

  // A corrected eVisa for an approved application: checked as on approval, mailed again.
  app.post<ByNumber>('/applications/:number/evisa', async (request) => {
    const skuId = numberParam(request.params.number)
    const staff = signedIn(request)
    const form = await readStatusForm(request, join(uploadsDir, 'tmp'))
    let keptFile: string | undefined
    try {
      const { note } = parseBody(ReplaceEvisaSchema, form.fields)
      const current = await findApplicationBySkuId(app.db, skuId)
      if (!current || current.purged_at !== null) throw new HttpError(404, STAFF_MESSAGES.applicationNotFound)
      if (current.application_status !== 'APPROVED')
        throw new HttpError(409, REPLACE_EVISA_MESSAGES.notApproved)
      const evisa = await keepEvisa(form.file)
      keptFile = evisa.filename
      const result = await withImmediateTransaction(app.db, (trx) =>
        replaceEvisa(trx, skuId, { evisa, note, actor: staff.email, at: evisa.created_at }),
      )
      if (result.outcome === 'not-found') throw new HttpError(404, STAFF_MESSAGES.applicationNotFound)
      if (result.outcome === 'not-approved') throw new HttpError(409, REPLACE_EVISA_MESSAGES.notApproved)
      if (result.outcome === 'same-file') throw new HttpError(400, REPLACE_EVISA_MESSAGES.sameFile)
      keptFile = undefined
      // Its row is gone with the commit; nothing refers to the wrong file any more.
      await app.files.remove(result.replaced)
      app.mail.wake()
      return detailAnswer(app, skuId, paymentMode)
    } finally {
      if (form.file) await removeFile(form.file.path)
      if (keptFile) await app.files.remove(keptFile)
    }
  })

  app.get('/export.csv', { preHandler: requireAdmin }, async (request, reply) => {
    const query = validate(QueueQuerySchema, request.query)
    const lines = [
      csvLine(['Number', 'Name', 'Nationality', 'Visa', 'Arrival', 'Payment', 'Status', 'Updated', 'Urgent']),
    ]
    for await (const row of queueRowsForExport(app.db, query, app.now())) {
      lines.push(
        csvLine([
          row.number,
          row.name,
          row.nationality,
          row.visaType,
          row.arrival,
          row.payment,
          row.status,
          row.updated,
          row.urgent ? 'yes' : 'no',
        ]),
      )
    }
    const filters = [
      query.status && `status ${query.status}`,
      query.payment && `payment ${query.payment}`,
      query.q && 'a search',
    ].filter(Boolean)
    await recordAudit(app.db, {
      at: iso(),
      actor: signedIn(request).email,
      action: 'export',
      detail: `${lines.length - 1} rows${filters.length ? `, filtered by ${filters.join(', ')}` : ''}`,
    })
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="applications-${iso().slice(0, 10)}.csv"`)
      .send(lines.join(''))
  })
}
