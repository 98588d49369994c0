// What a draft keeps of the form's input, and how a draft is named in lists.
import { APPLICATION_FIELDS } from '../../../shared/application-fields'
import { onFirstUse } from '../../../shared/dates'
import type { DraftData } from './records'

export type { DraftData }

/**
 * The application fields a draft keeps. Anything else the form holds (the confirmation checkbox,
 * whatever it is called; UI state) is dropped, so a resumed draft always asks to confirm again.
 * `ip_address` is left out too: the server records the address it sees.
 */
const DRAFT_KEYS: ReadonlySet<string> = new Set<string>([...APPLICATION_FIELDS, 'children'])

/** Picks the draft fields from form input and returns a plain, cloneable copy of them. */
export function pickDraftData(input: Readonly<Record<string, unknown>>): DraftData {
  const picked: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(input)) {
    if (DRAFT_KEYS.has(key) && value !== undefined) picked[key] = value
  }
  // A JSON round trip drops what neither IndexedDB nor the server should see (functions, Files,
  // undefined) and cuts every tie to the form's own objects.
  return JSON.parse(JSON.stringify(picked)) as DraftData
}

export function sameDraftData(a: DraftData, b: DraftData): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}

/** Answers the form fills in by itself: a draft holding only these has nothing typed in it. */
const FORM_DEFAULTS: ReadonlySet<string> = new Set(['visa_required_days'])

/**
 * Whether anything was typed or chosen into the draft. Opening /Apply makes a draft at once (the
 * form is bound to it before the first keystroke, ADR 009); until this is true it is not listed,
 * and the next /Apply takes it up again instead of making another.
 */
export function hasAnswers(data: DraftData): boolean {
  return Object.entries(data).some(([key, value]) => {
    if (FORM_DEFAULTS.has(key) || value === null || value === undefined) return false
    if (typeof value === 'string') return value.trim() !== ''
    if (Array.isArray(value)) return value.length > 0
    return true
  })
}

export const UNTITLED_DRAFT = 'Untitled draft'

/** "DOE JOHN", as the passport reads: surname, then other names. */
export function draftDisplayName(data: DraftData): string {
  const name = [data.surname, data.other_name]
    .map((part) => (typeof part === 'string' ? part.trim() : ''))
    .filter(Boolean)
    .join(' ')
  return name || UNTITLED_DRAFT
}

const savedAtFormat = onFirstUse(
  () => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }),
)

/** When something was saved on this device, as every screen says it (the traveller's locale). */
export function formatSavedAt(ms: number): string {
  return savedAtFormat().format(new Date(ms))
}
