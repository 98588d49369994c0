// The one JSON parser of the API: Fastify's own (which refuses __proto__ and constructor keys),
// behind a depth check. Validation, the idempotency hash and draft handling walk a body
// recursively, so a body nested thousands deep would overflow the stack in whichever of them
// meets it first and answer 500; refused here, every JSON route answers 400 with a message.
import type { FastifyInstance } from 'fastify'
import { MAX_JSON_DEPTH } from '../../../shared/limits'
import { HttpError } from './errors'

export const TOO_DEEP_MESSAGE = `The request body is nested too deeply (more than ${MAX_JSON_DEPTH} levels).`

const OPEN_BRACE = 0x7b
const CLOSE_BRACE = 0x7d
const OPEN_BRACKET = 0x5b
const CLOSE_BRACKET = 0x5d
const QUOTE = 0x22
const BACKSLASH = 0x5c

/** True when `text` opens more than `limit` arrays or objects inside one another (strings skipped). */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0
  let inString = false
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index)
    if (inString) {
      if (code === BACKSLASH) index += 1
      else if (code === QUOTE) inString = false
    } else if (code === QUOTE) {
      inString = true
    } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      depth += 1
      if (depth > limit) return true
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      depth -= 1
    }
  }
  return false
}

/** Replaces the app's JSON parser (call before any route is registered). */
export function limitJsonDepth(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestsDeeperThan(body as string, MAX_JSON_DEPTH)) {
      done(new HttpError(400, TOO_DEEP_MESSAGE), undefined)
      return
    }
    parse(request, body as string, done)
  })
}
