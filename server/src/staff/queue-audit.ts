// What the audit trail says of one look at the queue: who paged or searched what, so reading the
// whole list page by page leaves a trace, as the admin's export does. The search text itself is
// not kept (a passport number or an e-mail address in the trail would spread them to whoever
// reads it), only which kind of term it looks like.
import { APPLICATION_NUMBER_PATTERN, normalizeApplicationNumber } from '../../../shared/application-number'
import type { QueueQuery } from '../../../shared/staff'

/** The kind of term a search looks like; the server matches every kind at once regardless. */
export function searchKind(q: string): string {
  if (q.includes('@')) return 'an e-mail address'
  if (APPLICATION_NUMBER_PATTERN.test(normalizeApplicationNumber(q))) return 'an application number'
  if (/\d/.test(q)) return 'a passport number'
  return 'a surname'
}

export function queueAuditDetail(query: QueueQuery, shown: number, total: number): string {
  const parts = [`page ${query.page} (${query.pageSize} a page), ${shown} of ${total} shown`]
  if (query.status) parts.push(`status ${query.status}`)
  if (query.payment) parts.push(`payment ${query.payment}`)
  if (query.q) parts.push(`searched by ${searchKind(query.q)}`)
  if (query.sort !== 'urgency') parts.push(`sorted by ${query.sort} ${query.dir}`)
  return parts.join(', ')
}
