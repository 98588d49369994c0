import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Application } from '../../../shared/application'
import { touristApplication } from '../../../shared/application-fixture'
import { freshDatabase } from '../../test/support'
import { buildDiagnostics, collectDiagnostics, DIAGNOSTICS_FORMAT, diagnosticsFileName } from './diagnostics'
import { createDraft, markSubmitted, queueSubmit, saveDraftData } from './draft-store'
import { writeTx } from './idb'
import { queueContactMessage } from './outbox'

const PERSONAL = {
  surname: 'KOWALCZYKOWNA',
  other_name: 'BRONISLAWA',
  email: 'bronislawa.k@example.org',
  passport_number: 'PL7766554',
  mobile_number: '+48601234567',
  address_line1: '5 UL. TAJNA',
  address_in_srilanka: 'HIDDEN VILLA, KANDY',
}

beforeEach(async () => {
  await freshDatabase()
})

describe('the diagnostics file', () => {
  it('holds the queue and the drafts’ states, and nothing typed, no id, number or key', async () => {
    const draft = await createDraft()
    await saveDraftData(draft.id, PERSONAL)
    const submitted = await createDraft()
    await queueSubmit(submitted.id, touristApplication(PERSONAL) as Application)
    const paidFor = await createDraft({ surname: 'OTHERPERSON' })
    await markSubmitted(paidFor.id, 'SKUSECRET0000001', undefined, 'access-key-secret-0123456789')
    await queueContactMessage({
      Given_Name: 'Casimir Messagewriter',
      Email: 'casimir@example.net',
      contact_no: '+48700000000',
      Nationality: 'POLISH',
      remarks: 'About passport PL7766554',
    })
    // A refusal whose message quotes what was typed stays out of the file too.
    await writeTx(['outbox'], async (tx) => {
      const store = tx.objectStore('outbox')
      const [first] = await store.getAll()
      await store.put({
        ...first!,
        attempts: 2,
        lastError: `Draft of ${PERSONAL.surname} is too large`,
        lastProblem: { reason: 'refused', status: 400 },
      })
    })

    const file = await collectDiagnostics({
      browserOnline: true,
      workingOffline: true,
      lastSyncAt: 1_700_000_000_000,
      serviceWorkerQuery: 'evisa:work-offline?',
      now: 1_700_000_100_000,
    })
    const text = JSON.stringify(file)
    for (const secret of [
      ...Object.values(PERSONAL),
      'OTHERPERSON',
      'SKUSECRET0000001',
      'access-key-secret-0123456789',
      'Casimir',
      'casimir@example.net',
      '+48700000000',
      'POLISH',
      draft.id,
      submitted.id,
      paidFor.id,
    ]) {
      expect(text, secret).not.toContain(secret)
    }

    expect(file.format).toBe(DIAGNOSTICS_FORMAT)
    expect(file.connectivity).toEqual({
      browserOnline: true,
      workingOffline: true,
      lastSyncAt: '2023-11-14T22:13:20.000Z',
    })
    expect(file.queue.map((entry) => entry.kind)).toEqual(['save-draft', 'submit', 'contact'])
    expect(file.queue[0]).toMatchObject({
      attempts: 2,
      refused: false,
      lastProblem: { reason: 'refused', status: 400, step: null },
    })
    expect(file.queue[1]).toMatchObject({ draft: 'draft-2', passportCopyUploaded: false })
    expect(file.drafts.map((entry) => entry.state)).toEqual(['local', 'queued', 'submitted'])
    expect(file.drafts[0]?.filledFields).toBe(Object.keys(PERSONAL).length)
  })

  it('names the file by when it was made', () => {
    expect(diagnosticsFileName(Date.UTC(2026, 10, 27, 21, 54, 3, 120))).toBe(
      'evisa-diagnostics-2026-11-27T21-54-03Z.json',
    )
  })

  it('copies only the fields it names', () => {
    const file = buildDiagnostics({
      now: 0,
      appVersion: '1.0.0',
      userAgent: 'test',
      browserOnline: false,
      workingOffline: false,
      serviceWorker: {
        supported: false,
        controller: null,
        active: null,
        waiting: false,
        installing: false,
        workingOffline: null,
      },
      storage: { usage: 1, quota: 2, persisted: null },
      outbox: [],
      drafts: [
        {
          id: 'secret-id',
          data: { surname: 'X' },
          createdAt: 0,
          updatedAt: 0,
          localVersion: 1,
          serverVersion: 0,
          syncState: 'local',
          lastError: 'Refused: X',
          // Anything added to a draft later is not copied until someone decides it is safe.
          ...({ futureField: 'PRIVATE' } as object),
        },
      ],
    })
    expect(JSON.stringify(file)).not.toMatch(/secret-id|PRIVATE|Refused: X/)
    expect(file.drafts[0]).toMatchObject({ draft: 'draft-1', refused: true, filledFields: 1 })
  })
})
