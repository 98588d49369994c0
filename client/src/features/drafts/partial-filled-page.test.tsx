import 'fake-indexeddb/auto'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderInRouter } from '../../../test/render'
import { freshDatabase } from '../../../test/support'
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

afterEach(() => {
  cleanup()
})

const EMPTY = /There are no applications on this device yet\./

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
  await waitFor(() => expect(screen.queryByText('Loading your drafts…')).toBeNull())
  return view
}

/** The drafts listed, each named by its heading. */
function items(): HTMLElement[] {
  const list = screen.queryByRole('list')
  return list ? within(list).getAllByRole('listitem') : []
}

/** What a draft's entry says under `term` ("State", "Visa type", ...). */
function fact(item: HTMLElement, term: string): string | null | undefined {
  return within(item).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent
}

const names = () => items().map((item) => within(item).getByRole('heading', { level: 2 }).textContent)

async function put(draft: Draft) {
  await writeTx(['drafts'], (tx) => tx.objectStore('drafts').put(draft))
}

describe('Partial-Filled', () => {
  it('says plainly that drafts live on this device, and when there are none', async () => {
    await page()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('My applications')
    expect(screen.getByText(/exists only on this device/)).toBeDefined()
    expect(screen.getByText(EMPTY)).toBeDefined()
    expect(screen.queryByRole('list')).toBeNull()
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

    await page()
    const rows = items()
    expect(names()).toEqual(['PAID', 'SENT', 'QUEUED', 'Untitled draft', 'LOCAL ONE'])
    expect(rows.map((row) => fact(row, 'State'))).toEqual([
      'Paid',
      'Submitted',
      'Waiting for connection',
      'Synced',
      'Not yet synced',
    ])
    expect(fact(rows[1]!, 'Application number')).toBe('ABCDEFGHJKMNPQRS')
    expect(fact(rows[0]!, 'Visa type')).toBe('BUSINESS VISA')
    expect(fact(rows[4]!, 'Visa type')).toBe('TOURIST VISA')
    expect(fact(rows[3]!, 'Visa type')).toBe('Not chosen yet')
    const time = within(rows[4]!).getByText(fact(rows[4]!, 'Last saved')!, { selector: 'time' })
    expect(time.getAttribute('dateTime') ?? time.getAttribute('datetime')).toBe(
      new Date(at - 4000).toISOString(),
    )
    expect(time.textContent).not.toBe('')
  })

  it('lists a draft from its first typed value, without a reload', async () => {
    // What /Apply opens before anything is typed, and the form's own defaults: not an entry.
    const draft = await createDraft({ visa_required_days: 'Tourist Visa 30 Days', children: [] })
    await page()
    expect(items()).toHaveLength(0)
    expect(screen.getByText(EMPTY)).toBeDefined()
    await saveDraftData(draft.id, { surname: 'TYPED' })
    await waitFor(() => expect(names()).toEqual(['TYPED']))
    await markSubmitted(draft.id, 'ABCDEFGHJKMNPQRS')
    await markPaid('ABCDEFGHJKMNPQRS')
    await waitFor(() => expect(fact(items()[0]!, 'State')).toBe('Paid'))
  })

  it('starts a new application on /Apply?new=1', async () => {
    const user = userEvent.setup()
    const view = await page()
    await user.click(screen.getByRole('button', { name: 'Start a new application' }))
    await waitFor(() => expect(view.location()).toBe('/Apply?new=1'))
  })

  it('resumes a draft in the form, and views a submitted one on its preview', async () => {
    const user = userEvent.setup()
    const draft = await createDraft({ surname: 'DOE', other_name: 'JOHN' })
    const sent = await createDraft({ surname: 'SENT' })
    await markSubmitted(sent.id, 'ABCDEFGHJKMNPQRS')
    const view = await page()
    await user.click(screen.getByRole('button', { name: 'Resume DOE JOHN' }))
    await waitFor(() => expect(view.location()).toBe(`/Apply?draft=${draft.id}`))
    cleanup()

    const again = await page()
    const viewButton = screen.getByRole('button', { name: 'View SENT' })
    expect(viewButton.textContent).toBe('View')
    await screen.findByText(/Could not be checked just now/)
    await user.click(viewButton)
    await waitFor(() => expect(again.location()).toBe('/Preview/ABCDEFGHJKMNPQRS'))
  })

  it('offers a paid application to View (not Resume), opening its receipt', async () => {
    const user = userEvent.setup()
    const paid = await createDraft({ surname: 'PAID' })
    await markSubmitted(paid.id, 'ABCDEFGHJKMNPQRS')
    await markPaid('ABCDEFGHJKMNPQRS')
    const view = await page()
    const button = screen.getByRole('button', { name: 'View receipt of PAID' })
    expect(button.textContent).toBe('View')
    expect(screen.queryByText('Resume')).toBeNull()
    await user.click(button)
    await waitFor(() => expect(view.location()).toBe('/Successfull?application=ABCDEFGHJKMNPQRS'))
  })

  it('says when changes to a submitted application wait to be submitted, and opens them in its form', async () => {
    const user = userEvent.setup()
    const sent = await createDraft({ surname: 'SENT' })
    await markSubmitted(sent.id, 'ABCDEFGHJKMNPQRS')
    await saveApplicationEdits('ABCDEFGHJKMNPQRS', { surname: 'SENT', Occupation: 'PILOT' })
    const view = await page()
    expect(fact(items()[0]!, 'State')).toBe('Submitted; changes not submitted yet')
    expect(fact(items()[0]!, 'Application number')).toBe('ABCDEFGHJKMNPQRS')
    await user.click(screen.getByRole('button', { name: 'View SENT' }))
    await waitFor(() => expect(view.location()).toBe('/Apply/ABCDEFGHJKMNPQRS'))
  })

  it('deletes a whole group only after confirming, every traveller of it, and nothing else', async () => {
    const user = userEvent.setup()
    const group = { id: 'family', firstDraftId: '' }
    const first = await createDraft({ surname: 'DOE', other_name: 'JOHN' })
    const second = await createDraft({ surname: 'DOE', other_name: 'JANE' })
    const alone = await createDraft({ surname: 'ROE', other_name: 'RICHARD' })
    // Joined in this order, a second apart (two drafts made in one millisecond would tie).
    for (const [index, draft] of [first, second].entries()) {
      await put({
        ...(await getDraft(draft.id))!,
        createdAt: Date.now() - 10_000 + index * 1000,
        group: { ...group, firstDraftId: first.id },
      })
    }
    await page()
    expect(screen.getByRole('heading', { level: 2, name: '2 travellers' })).toBeDefined()

    const remove = screen.getByRole('button', { name: 'Delete the group of DOE JOHN, DOE JANE' })
    await user.click(remove)
    const dialog = screen.getByRole('dialog', { name: /2 travellers/ }) as HTMLDialogElement
    expect(dialog.open).toBe(true)
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(dialog.open).toBe(false)
    expect(await listDrafts()).toHaveLength(3)

    await user.click(remove)
    await user.click(within(dialog).getByRole('button', { name: 'Delete the group' }))
    await waitFor(async () => expect((await listDrafts()).map((draft) => draft.id)).toEqual([alone.id]))
    expect(screen.queryByRole('heading', { level: 2, name: '2 travellers' })).toBeNull()
    expect(screen.getByRole('heading', { level: 2, name: 'ROE RICHARD' })).toBeDefined()
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }))
  })

  it('deletes a draft only after confirming in a dialog named after it', async () => {
    const user = userEvent.setup()
    const draft = await createDraft({ surname: 'DOE', other_name: 'JOHN' })
    await put({ ...(await getDraft(draft.id))!, serverVersion: 2, syncState: 'synced' })
    await page()

    await user.click(screen.getByRole('button', { name: 'Delete DOE JOHN' }))
    const dialog = screen.getByRole('dialog', { name: 'Delete draft of DOE JOHN' }) as HTMLDialogElement
    expect(dialog.open).toBe(true)

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(dialog.open).toBe(false)
    expect(await getDraft(draft.id)).toBeDefined()

    await user.click(screen.getByRole('button', { name: 'Delete DOE JOHN' }))
    await user.click(within(dialog).getByRole('button', { name: 'Delete draft' }))
    await screen.findByText(EMPTY)
    expect(items()).toHaveLength(0)
    expect(await listDrafts()).toEqual([])
    // The server's copy goes too, once there is a connection.
    expect((await listOutbox()).map((entry) => entry.kind)).toEqual(['delete-draft'])
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }))
  })

  it('asks which copy to keep when another device changed the draft', async () => {
    const user = userEvent.setup()
    const draft = await createDraft({ surname: 'MINE' })
    await put({
      ...(await getDraft(draft.id))!,
      serverVersion: 2,
      conflict: { data: { surname: 'THEIRS' }, version: 3, updatedAt: Date.now() - 1000 },
    })
    await page()
    const conflict = screen.getByRole('group', { name: 'Changed on another device' })
    expect(within(conflict).getByRole('button', { name: "Keep this device's copy" })).toBeDefined()
    await user.click(within(conflict).getByRole('button', { name: 'Use the other copy' }))
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Changed on another device' })).toBeNull())
    expect((await getDraft(draft.id))?.data).toEqual({ surname: 'THEIRS' })
    expect(names()).toEqual(['THEIRS'])
  })

  it('shows why the server refused a draft', async () => {
    const draft = await createDraft({ surname: 'DOE' })
    await put({ ...(await getDraft(draft.id))!, lastError: 'Draft data is too large.' })
    await page()
    expect(screen.getByText('Not accepted by the server: Draft data is too large.')).toBeDefined()
  })
})
