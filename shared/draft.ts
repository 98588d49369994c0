import * as v from 'valibot'
import { MAX_DRAFT_DATA_BYTES } from './limits'

// Drafts are half-filled applications, so only their shape and size are checked (docs/rules.md §2).

export const DraftIdSchema = v.pipe(v.string(), v.uuid('The draft id must be a UUID.'))

/**
 * How many bytes a text takes in UTF-8, counted without TextEncoder: shared code sees neither the
 * browser's nor Node's globals. A lone surrogate counts 3, as TextEncoder writes it as U+FFFD.
 */
export function utf8ByteLength(text: string): number {
  let bytes = 0
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4
  }
  return bytes
}

export const DraftDataSchema = v.pipe(
  v.record(v.string(), v.unknown(), 'Draft data must be an object.'),
  v.check((data) => utf8ByteLength(JSON.stringify(data)) <= MAX_DRAFT_DATA_BYTES, 'Draft data is too large.'),
)

/**
 * The largest version the drafts table stores: its column is a 32-bit integer on PostgreSQL. A draft
 * goes up by one a save, so no device gets near it; a larger number is refused (400), not a 500.
 */
export const MAX_DRAFT_VERSION = 2_147_483_647

export const DraftSaveSchema = v.object({
  data: DraftDataSchema,
  version: v.pipe(
    v.number('Version must be a number.'),
    v.integer('Version must be a whole number.'),
    v.minValue(1, 'Version must be at least 1.'),
    v.maxValue(MAX_DRAFT_VERSION, 'Version is too large.'),
  ),
})

export type DraftSave = v.InferOutput<typeof DraftSaveSchema>

export interface DraftResponse {
  status: true
  draftId: string
  data: Record<string, unknown>
  version: number
  updatedAt: string
}
