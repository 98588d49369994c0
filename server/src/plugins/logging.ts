// Application numbers, draft ids and upload names in paths are keys to passport data, and the
// staff setup and returning-applicant tokens open an account or a traveller's details: the logs
// show where a request went, never which application it touched or which token it carried.
// Query strings and fragments are dropped.
const ID_SEGMENT =
  /(\/(?:View-application|update-application|evisa|applications|Apply|Preview|Payment|drafts|uploads|setup|returning-applicant)\/)[^/]+/gi
// Any other segment that looks like a random token (a new route carrying one is covered before
// anyone remembers to list it here).
const TOKEN_SEGMENT = /\/(?=[A-Za-z0-9_%-]*\d)[A-Za-z0-9_%-]{24,}(?=\/|$)/g

export function redactUrl(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? ''
  return path.replace(ID_SEGMENT, '$1:id').replace(TOKEN_SEGMENT, '/:token')
}

/** Pino serializers: method, redacted URL, client address and status. Never bodies or headers. */
export const logSerializers = {
  req: (request: { method: string; url: string; ip: string }) => ({
    method: request.method,
    url: redactUrl(request.url),
    remoteAddress: request.ip,
  }),
  res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
}
