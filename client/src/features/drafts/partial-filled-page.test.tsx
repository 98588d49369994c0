import 'fake-indexeddb/auto'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { freshDatabase } from '../../lib/testing'
import { buttonByName, cleanup, click, renderInRouter, settle } from '../../lib/testing-react'
import {
  createDraft,
  type Draft,
  getDraft,
  listDrafts,
  markPaid,
  markSubmitted,
  saveApplicationEdits,
  saveDraftData,
} from '../../offline/draft-store'
import { writeTx } from '../../offline/idb'
import { listOutbox } from '../../offline/outbox'
import { PartialFilledPage } from './partial-filled-page'

// The page's real sync engine would talk to a server that is not there.
vi.mock('../../offline/sync-runtime', () => ({ getSyncEngine: vi.fn() }))

beforeEach(async () => {
  await freshDatabase()
})

afterEach(async () => {
  await cleanup()
})

async function page() {
  // Submitted applications ask the server for their status (which is not there: "could not be checked").
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const view = await renderInRouter(
    () => (
      <QueryClientProvider client={queryClient}>
        <PartialFilledPage />
      </QueryClientProvider>
    ),
    '/Partial-Filled',
  )
  // The list is read from IndexedDB after the first render (slowly on a loaded machine).
  await vi.waitFor(async () => {
    await settle(10)
    expect(view.container.querySelector('ul.draft-list, .drafts-empty')).not.toBeNull()
  })
  return view
}

/** Waits for what the page shows after IndexedDB answers, however slow the machine. */
async function eventually(assertion: () => void) {
  await vi.waitFor(async () => {
    await settle(10)
    assertion()
  })
}

function items(container: HTMLElement) {
  return [...container.querySelectorAll('ul.draft-list > li')] as HTMLElement[]
}

async function put(draft: Draft) {
  await writeTx(['drafts'], (tx) => tx.objectStore('drafts').put(draft))
}

describe('Partial-Filled', () => {
  it('says plainly that drafts live on this device, and when there are none', async () => {
    const { container } = await page()
    expect(container.querySelector('h1')?.textContent).toBe('My applications')
    expect(container.textContent).toContain('exists only on this device')
    expect(container.textContent).toContain('There are no applications on this device yet.')
    expect(container.querySelector('ul')).toBeNull()
  })

  it('lists every draft newest first with its name, visa type, last saved time and state', async () => {
    let at = Date.now() - 60_000
    const make = async (data: Record<string, unknown>, extra: Partial<Draft> = {}) => {
      const draft = await createDraft(data)
      at += 1000
      await put({ ...draft, updatedAt: at, ...extra })
      return draft
    }
    await make({ surname: 'LOCAL', other_name: 'ONE', visaType: 'TOURIST VISA' })
    await make({}, { syncState: 'synced', serverVersion: 1 })
    await make({ surname: 'QUEUED' }, { syncState: 'queued' })
    await make({ surname: 'SENT' }, { syncState: 'submitted', skuId: 'ABCDEFGHJKMNPQRS' })
    await make(
      { surname: 'PAID', visaType: 'BUSINESS VISA' },
      { syncState: 'paid', skuId: 'ZZZZZZZZZZZZZZZZ' },
    )

    const { container } = await page()
    const rows = items(container)
    expect(rows.map((row) => row.querySelector('h2')?.textContent)).toEqual([
      'PAID',
      'SENT',
      'QUEUED',
      'Untitled draft',
      'LOCAL ONE',
    ])
    expect(rows.map((row) => row.querySelector('.draft-state')?.textContent)).toEqual([
      'Paid',
      'Submitted',
      'Waiting for connection',
      'Synced',
      'Not yet synced',
    ])
    expect(rows[1]?.querySelector('.application-number')?.textContent).toBe('ABCDEFGHJKMNPQRS')
    expect(rows[0]?.textContent).toContain('BUSINESS VISA')
    expect(rows[4]?.textContent).toContain('TOURIST VISA')
    expect(rows[3]?.textContent).toContain('Not chosen yet')
    const time = rows[4]?.querySelector('time')
    expect(time?.getAttribute('dateTime') ?? time?.getAttribute('datetime')).toBe(
      new Date(at - 4000).toISOString(),
    )
    expect(time?.textContent).not.toBe('')
  })

  it('lists a draft from its first typed value, without a reload', async () => {
    // What /Apply opens before anything is typed, and the form's own defaults: not an entry.
    const draft = await createDraft({ visa_required_days: 'Tourist Visa 30 Days', children: [] })
    const { container } = await page()
    expect(items(container)).toHaveLength(0)
    expect(container.textContent).toContain('There are no applications on this device yet.')
    await saveDraftData(draft.id, { surname: 'TYPED' })
    await eventually(() => expect(items(container)[0]?.querySelector('h2')?.textContent).toBe('TYPED'))
    await markSubmitted(draft.id, 'ABCDEFGHJKMNPQRS')
    await markPaid('ABCDEFGHJKMNPQRS')
    await eventually(() =>
      expect(items(container)[0]?.querySelector('.draft-state')?.textContent).toBe('Paid'),
    )
  })

  it('starts a new application on /Apply?new=1', async () => {
    const view = await page()
    await click(buttonByName(view.container, 'Start a new application'))
    await eventually(() => expect(view.location()).toBe('/Apply?new=1'))
  })

  it('resumes a draft in the form, and views a submitted one on its preview', async () => {
    const draft = await createDraft({ surname: 'DOE', other_name: 'JOHN' })
    const sent = await createDraft({ surname: 'SENT' })
    await markSubmitted(sent.id, 'ABCDEFGHJKMNPQRS')
    const view = await page()
    await click(buttonByName(view.container, 'Resume DOE JOHN'))
    await eventually(() => expect(view.location()).toBe(`/Apply?draft=${draft.id}`))

    const again = await page()
    const viewButton = buttonByName(again.container, 'View SENT')
    expect(viewButton?.textContent).toBe('View')
    await eventually(() => expect(again.container.textContent).toContain('Could not be checked just now'))
    await click(viewButton)
    await eventually(() => expect(again.location()).toBe('/Preview/ABCDEFGHJKMNPQRS'))
  })

  it('offers a paid application to View (not Resume), opening its receipt', async () => {
    const paid = await createDraft({ surname: 'PAID' })
    await markSubmitted(paid.id, 'ABCDEFGHJKMNPQRS')
    await markPaid('ABCDEFGHJKMNPQRS')
    const view = await page()
    const button = buttonByName(view.container, 'View receipt of PAID')
    expect(button?.textContent).toBe('View')
    expect(view.container.textContent).not.toContain('Resume')
    await click(button)
    await eventually(() => expect(view.location()).toBe('/Successfull?application=ABCDEFGHJKMNPQRS'))
  })

  it('says when changes to a submitted application wait to be submitted, and opens them in its form', async () => {
    const sent = await createDraft({ surname: 'SENT' })
    await markSubmitted(sent.id, 'ABCDEFGHJKMNPQRS')
    await saveApplicationEdits('ABCDEFGHJKMNPQRS', { surname: 'SENT', Occupation: 'PILOT' })
    const view = await page()
    expect(items(view.container)[0]?.textContent).toContain('Submitted; changes not submitted yet')
    expect(items(view.container)[0]?.textContent).toContain('ABCDEFGHJKMNPQRS')
    await click(buttonByName(view.container, 'View SENT'))
    await eventually(() => expect(view.location()).toBe('/Apply/ABCDEFGHJKMNPQRS'))
  })

  it('deletes a draft only after confirming in a dialog named after it', async () => {
    const draft = await createDraft({ surname: 'DOE', other_name: 'JOHN' })
    await put({ ...(await getDraft(draft.id))!, serverVersion: 2, syncState: 'synced' })
    const { container } = await page()

    await click(buttonByName(container, 'Delete DOE JOHN'))
    const dialog = container.querySelector('dialog')!
    expect(dialog.open).toBe(true)
    const title = container.querySelector(`#${dialog.getAttribute('aria-labelledby')}`)
    expect(title?.textContent).toBe('Delete draft of DOE JOHN')

    await click(buttonByName(dialog, 'Cancel'))
    expect(dialog.open).toBe(false)
    expect(await getDraft(draft.id)).toBeDefined()

    await click(buttonByName(container, 'Delete DOE JOHN'))
    await click(buttonByName(dialog, 'Delete draft'))
    await eventually(() => expect(items(container)).toHaveLength(0))
    expect(await listDrafts()).toEqual([])
    expect(container.textContent).toContain('There are no applications on this device yet.')
    // The server's copy goes too, once there is a connection.
    expect((await listOutbox()).map((entry) => entry.kind)).toEqual(['delete-draft'])
    expect(document.activeElement?.tagName).toBe('H1')
  })

  it('asks which copy to keep when another device changed the draft', async () => {
    const draft = await createDraft({ surname: 'MINE' })
    await put({
      ...(await getDraft(draft.id))!,
      serverVersion: 2,
      conflict: { data: { surname: 'THEIRS' }, version: 3, updatedAt: Date.now() - 1000 },
    })
    const { container } = await page()
    expect(container.querySelector('legend')?.textContent).toBe('Changed on another device')
    expect(buttonByName(container, "Keep this device's copy")).toBeDefined()
    await click(buttonByName(container, 'Use the other copy'))
    await eventually(() => expect(container.querySelector('legend')).toBeNull())
    expect((await getDraft(draft.id))?.data).toEqual({ surname: 'THEIRS' })
    expect(items(container)[0]?.querySelector('h2')?.textContent).toBe('THEIRS')
  })

  it('shows why the server refused a draft', async () => {
    const draft = await createDraft({ surname: 'DOE' })
    await put({ ...(await getDraft(draft.id))!, lastError: 'Draft data is too large.' })
    const { container } = await page()
    expect(container.textContent).toContain('Draft data is too large.')
  })
})
