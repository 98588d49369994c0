// Sizes both sides agree on. The server enforces them; the client uses them to warn early.
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024
export const MAX_JSON_BYTES = 1024 * 1024
export const MAX_DRAFT_DATA_BYTES = 256 * 1024
export const MAX_CHILDREN = 10
export const MAX_TEXT_LENGTH = 200
export const MAX_LONG_TEXT_LENGTH = 2000
/** Spec §9: an application number is at least 12 characters after trimming. */
export const MIN_LOOKUP_LENGTH = 12
export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const
/** The intended arrival may be at most this many months ahead. */
export const MAX_ARRIVAL_MONTHS_AHEAD = 12
/**
 * JSON bodies nest at most this deep. An application or a draft nests four or five levels; code
 * that walks a body (validation, hashing, copying) recurses, and 20,000 brackets would overflow
 * its stack.
 */
export const MAX_JSON_DEPTH = 32
