// The one place that turns failures into the error shape of shared/api.ts (docs/rules.md §2).
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { apiError, type FieldError, type SuccessFlag } from '../../../shared/api'
import { isRetryableConflict } from '../db/transaction'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The flag this route's success answer uses, so its errors carry the same one. */
    successFlag?: SuccessFlag
  }
}

/** Thrown by routes and helpers for an answer other than success; the handler below sends it. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message)
  }
}

const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.'
const BUSY_MESSAGE = 'The service is busy. Please try again in a moment.'
const NOT_FOUND_MESSAGE = 'Not found.'
const INVALID_JSON_MESSAGE = 'The request body is not valid JSON.'
const TOO_LARGE_MESSAGE = 'The request is too large.'
const UNSUPPORTED_TYPE_MESSAGE = 'Send the request body as JSON (Content-Type: application/json).'

// Fastify's own texts are written for developers; travellers get these.
const MESSAGES_BY_CODE: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: INVALID_JSON_MESSAGE,
  FST_ERR_CTP_EMPTY_JSON_BODY: INVALID_JSON_MESSAGE,
  FST_ERR_CTP_BODY_TOO_LARGE: TOO_LARGE_MESSAGE,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: UNSUPPORTED_TYPE_MESSAGE,
}

const MESSAGES_BY_STATUS: Record<number, string> = {
  404: NOT_FOUND_MESSAGE,
  413: TOO_LARGE_MESSAGE,
  415: UNSUPPORTED_TYPE_MESSAGE,
}

export function successFlagOf(request: FastifyRequest): SuccessFlag {
  return request.routeOptions.config?.successFlag ?? 'status'
}

function clientStatusOf(error: FastifyError): number | undefined {
  const status = error.statusCode
  return status !== undefined && status >= 400 && status < 500 ? status : undefined
}

const errorHandlers: FastifyPluginAsync = async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const flag = successFlagOf(request)
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send(apiError(flag, error.message, error.errors))
    }
    if (isRetryableConflict(error)) {
      // PostgreSQL gave up on a write that kept losing races (a deadlock, a serialization failure)
      // after withImmediateTransaction ran it again: nothing was stored, and trying again is right.
      request.log.warn({ code: (error as { code?: string }).code }, 'write lost a race: answering 503')
      return reply.code(503).header('retry-after', '1').send(apiError(flag, BUSY_MESSAGE))
    }
    const status = clientStatusOf(error)
    if (status === undefined) {
      request.log.error({ err: error }, 'request failed')
      return reply.code(500).send(apiError(flag, SERVER_ERROR_MESSAGE))
    }
    // Only the code: a parser's message can quote the request body, which holds personal data.
    request.log.info({ code: error.code, statusCode: status }, 'request refused')
    const message =
      MESSAGES_BY_CODE[error.code] ?? MESSAGES_BY_STATUS[status] ?? 'The request could not be processed.'
    return reply.code(status).send(apiError(flag, message))
  })

  app.setNotFoundHandler((_request, reply) => reply.code(404).send(apiError('status', NOT_FOUND_MESSAGE)))
}

/** The error and not-found handlers, for the whole app. */
export const errorsPlugin = fp(errorHandlers, { name: 'errors', fastify: '5.x' })

/** For Fastify's `frameworkErrors` option: requests refused before any route is found. */
export function sendFrameworkError(_error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  return reply.code(400).send(apiError('status', 'The address of this request is not valid.'))
}
