// Application numbers, draft ids and upload names in paths are keys to passport data: the logs
// show where a request went, never which application it touched. Query strings are dropped.
const ID_SEGMENT =
  /(\/(?:View-application|update-application|evisa|applications|Apply|Preview|Payment|drafts|uploads)\/)[^/]+/gi

export function redactUrl(url: string): string {
  const path = url.split('?', 1)[0] ?? ''
  return path.replace(ID_SEGMENT, '$1:id')
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
