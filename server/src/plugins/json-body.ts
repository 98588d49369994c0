// The one JSON parser of the API: Fastify's own (which refuses __proto__ and constructor keys),
// behind a depth check. Validation, the idempotency hash and draft handling walk a body
// recursively, so a body nested thousands deep would overflow the stack in whichever of them
// meets it first and answer 500; refused here, every JSON route answers 400 with a message.
import type { FastifyInstance } from 'fastify'
import { MAX_JSON_DEPTH } from '../../../shared/limits'
import { HttpError } from './errors'

export const TOO_DEEP_MESSAGE = `The request body is nested too deeply (more than ${MAX_JSON_DEPTH} levels).`
// No field holds a NUL: PostgreSQL's text cannot store one (it refuses the whole statement, which
// answered 500), and SQLite would store a value that no form can show.
export const NUL_MESSAGE = 'Text in the request must not contain the NUL character (\\u0000).'

const OPEN_BRACE = 0x7b
const CLOSE_BRACE = 0x7d
const OPEN_BRACKET = 0x5b
const CLOSE_BRACKET = 0x5d
const QUOTE = 0x22
const BACKSLASH = 0x5c

/**
 * What is wrong with JSON `text` before it is parsed: more than `limit` arrays or objects inside
 * one another, or a NUL written as the escape \u0000 in a string (raw control characters are
 * refused by the parser itself); undefined when neither.
 */
export function jsonTextProblem(text: string, limit: number): 'too-deep' | 'nul' | undefined {
  let depth = 0
  let inString = false
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index)
    if (inString) {
      if (code === BACKSLASH) {
        if (text.startsWith('u0000', index + 1)) return 'nul'
        index += 1
      } else if (code === QUOTE) inString = false
    } else if (code === QUOTE) {
      inString = true
    } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      depth += 1
      if (depth > limit) return 'too-deep'
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      depth -= 1
    }
  }
  return undefined
}

/** True when `text` opens more than `limit` arrays or objects inside one another (strings skipped). */
export function nestsDeeperThan(text: string, limit: number): boolean {
  return jsonTextProblem(text, limit) === 'too-deep'
}

/** Replaces the app's JSON parser (call before any route is registered). */
export function limitJsonDepth(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const problem = jsonTextProblem(body as string, MAX_JSON_DEPTH)
    if (problem) {
      done(new HttpError(400, problem === 'nul' ? NUL_MESSAGE : TOO_DEEP_MESSAGE), undefined)
      return
    }
    parse(request, body as string, done)
  })
}
