import { type Kysely, type Migration, sql } from 'kysely'

// The country list became one list with the names travellers recognise (docs/decisions/
// 007-one-country-source.md). Stored values in the old spellings take the new ones: in the
// applications' country columns and in the server's copies of drafts. The renames are written out
// here rather than imported, so this migration keeps doing what it did when the list changes again.
// updated_at and draft versions stay as they are: nobody changed the application, and a device
// holding the draft must not meet a conflict over a spelling. Running it twice changes nothing.
const RENAMED: Readonly<Record<string, string>> = {
  'BRUNEI DARUSSALAM': 'BRUNEI',
  'CAPE VERDE': 'CABO VERDE',
  'CZECH REPUBLIC': 'CZECHIA',
  'KOREA, REPUBLIC OF': 'SOUTH KOREA',
  "LAO PEOPLE'S DEMOCRATIC REPUBLIC": 'LAOS',
  MACAO: 'MACAU',
  'RUSSIAN FEDERATION': 'RUSSIA',
  'SYRIAN ARAB REPUBLIC': 'SYRIA',
  TURKEY: 'TURKIYE',
}

const APPLICATION_COLUMNS = [
  'country_of_birth',
  'nationality',
  'country_last_14_days',
  'country_or_region',
  'applicant_company_country',
]

/** The same fields under their wire names, as drafts keep them. */
const DRAFT_FIELDS = [
  'Country_of_birth',
  'nationality',
  'days_14_days_before_this_travel',
  'Country_or_region',
  'applicant_company_region',
]

function renamedDraft(text: string): string | undefined {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    return undefined
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined
  const record = data as Record<string, unknown>
  let changed = false
  for (const field of DRAFT_FIELDS) {
    const value = record[field]
    const current = typeof value === 'string' ? RENAMED[value] : undefined
    if (current) {
      record[field] = current
      changed = true
    }
  }
  return changed ? JSON.stringify(record) : undefined
}

export const countries: Migration = {
  async up(db: Kysely<unknown>) {
    for (const column of APPLICATION_COLUMNS) {
      for (const [old, current] of Object.entries(RENAMED)) {
        await sql`update applications set ${sql.ref(column)} = ${current} where ${sql.ref(column)} = ${old}`.execute(
          db,
        )
      }
    }
    // Only drafts that may hold an old name are read (parsing tells for sure).
    const mayHoldOldName = sql.join(
      Object.keys(RENAMED).map((old) => sql`data like ${`%${JSON.stringify(old)}%`}`),
      sql` or `,
    )
    const drafts = await sql<{
      id: string
      data: string
    }>`select id, data from drafts where ${mayHoldOldName}`.execute(db)
    for (const draft of drafts.rows) {
      const data = renamedDraft(draft.data)
      if (data !== undefined) await sql`update drafts set data = ${data} where id = ${draft.id}`.execute(db)
    }
  },
}
