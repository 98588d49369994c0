import { hash } from 'node:crypto'

/** JSON with every object's keys sorted, so the same data hashes the same in any key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`
  }
  return JSON.stringify(value ?? null)
}

/** SHA-256 (hex) of a request body's canonical JSON: what an Idempotency-Key is stored with. */
export function canonicalHash(body: unknown): string {
  return hash('sha256', canonicalJson(body), 'hex')
}
