import * as v from 'valibot'
import { MAX_DRAFT_DATA_BYTES } from './limits'

// Drafts are half-filled applications, so only their shape and size are checked (docs/rules.md §2).

export const DraftIdSchema = v.pipe(v.string(), v.uuid('The draft id must be a UUID.'))

export const DraftDataSchema = v.pipe(
  v.record(v.string(), v.unknown(), 'Draft data must be an object.'),
  v.check(
    (data) => new TextEncoder().encode(JSON.stringify(data)).byteLength <= MAX_DRAFT_DATA_BYTES,
    'Draft data is too large.',
  ),
)

export const DraftSaveSchema = v.object({
  data: DraftDataSchema,
  version: v.pipe(
    v.number('Version must be a number.'),
    v.integer('Version must be a whole number.'),
    v.minValue(1, 'Version must be at least 1.'),
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
