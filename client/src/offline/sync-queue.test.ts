import { describe, expect, it } from 'vitest'
import type { Application } from '../../../shared/application'
import { touristApplication } from '../../../shared/application-fixture'
import type { OutboxEntry } from './records'
import { contactMessageName, describeQueue, problemInWords } from './sync-queue'

const at = (ms: number) => `at ${ms}`
const base = { draftId: 'd1', createdAt: 1000, attempts: 0, nextAttemptAt: 0 }

describe('errors in words', () => {
  it('says there is no connection', () => {
    expect(problemInWords({ kind: 'save-draft', ...base, lastProblem: { reason: 'network' } }, at)).toBe(
      'No connection',
    )
  })

  it('says the server is busy and when it is asked again', () => {
    expect(
      problemInWords(
        { kind: 'submit', ...base, nextAttemptAt: 5000, lastProblem: { reason: 'busy', status: 503 } },
        at,
      ),
    ).toBe('Server busy, retrying at at 5000')
  })

  it('names the passport copy when the server refused it, with its reason', () => {
    expect(
      problemInWords({
        kind: 'submit',
        ...base,
        failed: true,
        lastError: 'The passport copy must be a JPEG, PNG or PDF file.',
        lastProblem: { reason: 'refused', status: 415, step: 'passport-copy' },
      }),
    ).toBe('The server refused the passport copy: The passport copy must be a JPEG, PNG or PDF file.')
  })

  it('names what else was refused', () => {
    expect(
      problemInWords({
        kind: 'submit',
        ...base,
        failed: true,
        lastError: 'Email is required.',
        lastProblem: { reason: 'refused', status: 400 },
      }),
    ).toBe('The server refused the application: Email is required.')
  })

  it('keeps the capital of the server’s sentence, which a German noun needs', () => {
    expect(
      problemInWords({
        kind: 'save-draft',
        ...base,
        failed: true,
        lastError: 'Reisepassnummer ist erforderlich.',
        lastProblem: { reason: 'refused', status: 400 },
      }),
    ).toBe('The server refused the draft: Reisepassnummer ist erforderlich.')
  })

  it('says nothing before the first attempt, and keeps an older entry’s message', () => {
    expect(problemInWords({ kind: 'save-draft', ...base })).toBeUndefined()
    expect(problemInWords({ kind: 'save-draft', ...base, lastError: 'You appear to be offline.' })).toBe(
      'You appear to be offline.',
    )
  })
})

describe('the queue as the panel lists it', () => {
  it('gives each entry its kind, its draft’s name, its age and attempts', () => {
    const application = touristApplication({ passport_bio_page: '' }) as Application
    const entries: OutboxEntry[] = [
      { id: 1, kind: 'save-draft', ...base },
      { id: 2, kind: 'submit', application, ...base, draftId: 'd2', attempts: 3 },
      {
        id: 3,
        kind: 'contact',
        message: { Given_Name: 'A', Email: 'a@example.com', contact_no: '1', Nationality: 'X', remarks: 'r' },
        ...base,
        draftId: 'm1',
      },
    ]
    const items = describeQueue(entries, [
      { id: 'd1', data: { surname: 'DOE', other_name: 'JOHN' } },
      { id: 'd2', data: {} },
    ])
    expect(
      items.map(({ kindText, name, attempts, passportCopyFirst, waitingSince }) => ({
        kindText,
        name,
        attempts,
        passportCopyFirst,
        waitingSince,
      })),
    ).toEqual([
      { kindText: 'Draft save', name: 'DOE JOHN', attempts: 0, passportCopyFirst: false, waitingSince: 1000 },
      {
        kindText: 'Submission',
        name: 'Untitled draft',
        attempts: 3,
        passportCopyFirst: true,
        waitingSince: 1000,
      },
      {
        kindText: 'Contact message',
        name: contactMessageName(),
        attempts: 0,
        passportCopyFirst: false,
        waitingSince: 1000,
      },
    ])
  })
})
