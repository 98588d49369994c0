// /Apply: a new application, filled as a draft on this device (docs/rules.md §5, ADR 003). The page
// opens the draft named in the address, else resumes the latest unfinished one (and says so), else
// starts one; every change is saved to IndexedDB within a second, the passport copy is kept as a
// Blob until uploaded. Submitting goes through submitApplication (features/drafts/submit.ts): it
// is queued, sent at once when it can be, and otherwise sent exactly once later.
import { Link, useNavigate } from '@tanstack/react-router'
import {
  memo,
  type ReactNode,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { flushSync } from 'react-dom'
import type { Application } from '../../../../shared/application'
import { WarningAlert } from '../../components/warning-alert'
import {
  createDraft,
  type Draft,
  draftDisplayName,
  formatSavedAt,
  getPassportFile,
  openDraftForApply,
  replayJournal,
  saveDraftData,
  savePassportFile,
  submitApplication,
  useDraft,
} from '../drafts'
import { ReturningApplicant } from '../mail'
import { ApplicationForm } from './application-form'
import { createInputStore } from './input-store'
import type { DeviceCopy } from './passport-copy-input'
import {
  type FocusedControl,
  peekTypedBeforeStart,
  restoreFocus,
  startedFromPrerenderedForm,
  takeTypedBeforeStart,
  typedSince,
} from './prerendered-form'
import { SaveStatus } from './save-status'
import './apply-new-page.css'

/** docs/site.md §8: a failed create shows this alert, whatever the reason. */
export const CREATE_FAILED_MESSAGE = 'something went wrong'
export const QUEUED_MESSAGE = 'Waiting for connection — it will be sent automatically.'
export const SAVED_ON_DEVICE = 'Saved on this device'

export function restoredText(draft: Pick<Draft, 'updatedAt'>): string {
  return `We restored your unfinished application from ${formatSavedAt(draft.updatedAt)}.`
}

interface Opened {
  draft: Draft
  resumed: boolean
  /** What was typed before the draft opened and saved in it (the form reader's object), or null. */
  savedTyped: Input | null
  deviceCopy: DeviceCopy | null
}

type Input = Readonly<Record<string, unknown>>

async function open(options: {
  draftId?: string
  fresh?: boolean
  /** What was typed into the form shown before the draft opened (the prerendered /Apply), if anything. */
  typedMeanwhile?: () => Input | null
}): Promise<Opened> {
  // The last changes an earlier page journaled as it closed come first.
  await replayJournal()
  let { draft, resumed } = await openDraftForApply(options)
  const file = await getPassportFile(draft.id)
  let deviceCopy: DeviceCopy | null = file ? { name: file.name, blob: file.blob } : null
  // Typed before the draft opened: that is the start of a new application. A draft that would
  // have been resumed stays as it was (listed under My applications). Typing may go on
  // while this saves, so it saves until nothing newer is left. Nothing is awaited after the last
  // look at what was typed: the page shows the draft before another keystroke can come in.
  let saved: Input | null = null
  for (let typed = options.typedMeanwhile?.() ?? null; typed && typed !== saved; ) {
    if (resumed) {
      draft = await createDraft({ ...typed })
      deviceCopy = null
    } else draft = await saveDraftData(draft.id, { ...typed })
    resumed = false
    saved = typed
    typed = options.typedMeanwhile?.() ?? null
  }
  return { draft, resumed, savedTyped: saved, deviceCopy }
}

/** The focused control of the form, to give the focus back when the form is replaced. */
function focusedFormControl(): FocusedControl {
  const active = document.activeElement
  if (!(active instanceof HTMLElement) || !active.id || !active.closest('form.application-form')) return null
  const caret = active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement
  return {
    id: active.id,
    start: caret ? active.selectionStart : null,
    end: caret ? active.selectionEnd : null,
  }
}

const NEW_DRAFT_STATUS = 'Your answers are saved on this device as you type.'

/**
 * The start of a page load that began with the prerendered form (docs/decisions/
 * 009-prerendered-apply.md), and the draft being opened. Kept outside the component: the router
 * may unmount and mount the page again while it starts, and neither what was typed nor the
 * opening draft may be lost or opened twice.
 */
const start: {
  /** The form shows at once until the first draft has opened; undefined until first asked. */
  formFirst: boolean | undefined
  /** What the traveller typed before the draft opened: into the HTML, then into that form. */
  typed: Input | null
  opening: { key: string; promise: Promise<Opened> } | null
  /** The draft on screen, with what the form holds now: a page mounted again shows it at once. */
  shown: Opened | null
  /** The draft opened before the app's first render (openBeforeFirstRender), not yet in the address. */
  preOpened: boolean
} = { formFirst: undefined, typed: null, opening: null, shown: null, preOpened: false }

function formFirstNow(): boolean {
  // In the build's prerender (no document) the form is that HTML.
  if (typeof document === 'undefined') return true
  start.formFirst ??= startedFromPrerenderedForm()
  return start.formFirst
}

/** How long the app's first render waits for the draft (ms): storage blocked by another tab must not keep the page from starting. */
const FIRST_RENDER_WAIT_MS = 3000

/**
 * Called by app.tsx before the app's first render, on a page load that began with the
 * prerendered form: the draft opens while the HTML form stays in use, and what is typed into it
 * goes into the draft, so the app's first commit shows the draft's form. One hand-over instead of
 * two, and the form is built once (docs/decisions/009-prerendered-apply.md).
 * If the draft has not opened within FIRST_RENDER_WAIT_MS (storage blocked by another tab) or
 * fails, the page starts without it: it shows its own form and what keeps the storage, and takes
 * the draft from this same opening when it comes (or shows why it failed).
 *
 * Resolves to whether app.tsx may build the first render in slices, the HTML form still in use
 * meanwhile: yes for the traveller's new draft, whose form takes at its first commit what was typed
 * after this last look (ApplicationForm's lateInput), and for the page's own form, which takes all
 * of it. Not for a resumed draft: typing then starts a new draft (open()), so that render is done in
 * the same task as this resolves and no keystroke can land between the last look and the form.
 */
export async function openBeforeFirstRender(): Promise<boolean> {
  if (!formFirstNow() || start.shown || start.opening) return true
  // What was typed into the HTML form; once the page has started without the draft, into its form.
  const promise = open({ typedMeanwhile: () => start.typed ?? peekTypedBeforeStart() })
  start.opening = { key: openingKey(undefined, false), promise }
  const opened = await Promise.race([
    promise.catch(() => null),
    new Promise<null>((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS, null)),
  ])
  if (!opened) return true
  start.opening = null
  start.shown = opened
  start.preOpened = true
  return !opened.resumed
}

const openingKey = (draftId: string | undefined, fresh: boolean) => `${draftId ?? ''}|${fresh}`

export interface ApplyNewPageProps {
  /** ?draft=: the draft to open (Partial-Filled's Resume, or this page after a reload). */
  draftId?: string
  /** ?new=1: a fresh draft, not the latest unfinished one. */
  fresh?: boolean
}

export function ApplyNewPage({ draftId, fresh = false }: ApplyNewPageProps) {
  const navigate = useNavigate()
  const [opened, setOpened] = useState<Opened | null>(() =>
    start.shown && (start.shown.draft.id === draftId || (start.preOpened && draftId === undefined && !fresh))
      ? start.shown
      : null,
  )
  const [openError, setOpenError] = useState<Error | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const heading = useRef<HTMLHeadingElement>(null)
  const current = useRef<Opened | null>(opened)
  // This page load began with the form in the HTML: the same form stays usable until the draft
  // has opened, and what is typed meanwhile goes into it.
  const [formFirst] = useState(formFirstNow)
  const [early, setEarly] = useState<{ input: Input | null; focus: FocusedControl }>(() => ({
    input: start.typed,
    focus: null,
  }))
  const refocus = useRef<FocusedControl>(null)

  // Right after the first commit replaced the prerendered form: what was typed into it. When the
  // draft opened before that commit, all of it is in the draft already: only the focus moves.
  useLayoutEffect(() => {
    if (!formFirst) return
    const taken = takeTypedBeforeStart()
    if (current.current) restoreFocus(taken.focus)
    else if (taken.input) {
      start.typed = taken.input
      setEarly(taken)
    } else restoreFocus(taken.focus)
  }, [formFirst])

  // The focus goes back where it was after each swap of the form.
  useLayoutEffect(() => {
    if (opened) restoreFocus(refocus.current)
    else restoreFocus(early.focus)
    refocus.current = null
  }, [early, opened])

  const show = useCallback(
    (next: Opened) => {
      refocus.current = focusedFormControl()
      start.formFirst = false
      start.typed = null
      start.preOpened = false
      start.shown = next
      current.current = next
      setOpened(next)
      // The address names the draft from now on, so a reload reopens this one, not another.
      if (draftId !== next.draft.id) {
        void navigate({ to: '/Apply', search: { draft: next.draft.id }, replace: true })
      }
    },
    [draftId, navigate],
  )

  useEffect(() => {
    // Opened before the first render: the address names it from now on.
    if (current.current && start.preOpened) return show(current.current)
    if (current.current && draftId === current.current.draft.id) return
    const key = openingKey(draftId, fresh)
    // One open per address, even when the page mounts twice (the router, React's StrictMode).
    if (start.opening?.key !== key) {
      const typedMeanwhile = () => start.typed
      start.opening = { key, promise: open({ draftId, fresh, typedMeanwhile }) }
    }
    const request = start.opening
    let cancelled = false
    request.promise.then(
      (next) => {
        if (cancelled) return
        if (start.opening === request) start.opening = null
        // Rendered and committed before this task ends: a keystroke into the form shown meanwhile
        // would otherwise land after open() looked at what was typed, and be lost with that form.
        flushSync(() => show(next))
      },
      (error: unknown) => {
        if (cancelled) return
        if (start.opening === request) start.opening = null
        setOpenError(error instanceof Error ? error : new Error(String(error)))
      },
    )
    return () => {
      cancelled = true
    }
  }, [draftId, fresh, show])

  async function startNew() {
    setOpenError(null)
    try {
      show(await open({ fresh: true }))
      setAnnouncement('A new application was started. The previous one is kept in My applications.')
      heading.current?.focus()
    } catch (error) {
      setOpenError(error instanceof Error ? error : new Error(String(error)))
    }
  }

  return (
    <article className="apply-new-page">
      <header className="form-page-header">
        <h1 ref={heading} tabIndex={-1}>
          Apply for a Sri Lanka eVisa
        </h1>
        <p>
          Fill in the form below. You can check everything on the next page before you pay, and change it
          there if needed. What you type is saved on this device as you go, even without a connection.
        </p>
        <ReturningApplicant />
      </header>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {openError ? (
        <WarningAlert>Your application could not be opened on this device: {openError.message}</WarningAlert>
      ) : opened ? (
        <DraftApplication key={opened.draft.id} opened={opened} onStartNew={startNew} />
      ) : formFirst ? (
        <ApplicationForm
          key={early.input ? 'typed' : 'empty'}
          mode="new"
          initialInput={early.input ?? undefined}
          onInputChange={(input) => {
            start.typed = input
          }}
          // The draft opens within moments; nothing is sent before it has.
          onSubmit={async () => {}}
          actionsStatus={
            <p className="field-hint draft-save-status" role="status">
              {NEW_DRAFT_STATUS}
            </p>
          }
        />
      ) : (
        <p className="notice" role="status">
          Opening your application...
        </p>
      )}
    </article>
  )
}

function DraftApplication({ opened, onStartNew }: { opened: Opened; onStartNew: () => void }) {
  const navigate = useNavigate()
  const id = opened.draft.id
  const live = useDraft(id).draft
  // Deleted in another tab meanwhile: the form keeps going (the next save writes it again).
  const draft = live ?? opened.draft
  const store = useMemo(() => createInputStore(opened.draft.data), [opened.draft.data])
  // Opened before the app's first render: what was typed into the HTML form while it was built.
  const lateInput = useCallback(() => typedSince(opened.savedTyped), [opened.savedTyped])
  const flushRef = useRef<() => Promise<void>>(async () => {})
  const passportSaving = useRef<Promise<unknown>>(Promise.resolve())
  const stateHeading = useRef<HTMLHeadingElement>(null)
  const [justQueued, setJustQueued] = useState(false)
  // While the submit command runs the draft is queued for a moment: the form stays, so that a
  // refusal can put the server's messages on its fields.
  const [submitting, setSubmitting] = useState(false)

  const onInputChange = useCallback(
    (input: Readonly<Record<string, unknown>>) => {
      store.set(input)
      if (start.shown?.draft.id === id) {
        start.shown = { ...start.shown, draft: { ...start.shown.draft, data: input as Draft['data'] } }
      }
    },
    [store, id],
  )

  // Whether a passport copy goes with the application: one kept on this device or uploaded.
  const [copyChosen, setCopyChosen] = useState(Boolean(opened.deviceCopy))
  const onPassportFileChosen = useCallback(
    (file: File) => {
      setCopyChosen(true)
      const saving = savePassportFile(id, file, file.name)
      passportSaving.current = saving.catch(() => {})
      return saving
    },
    [id],
  )

  const submit = useCallback(
    async (application: Application) => {
      // What is submitted is on the device first: a closed tab or a lost connection loses nothing.
      await flushRef.current()
      await passportSaving.current
      setSubmitting(true)
      const result = await submitApplication(id, application).finally(() => setSubmitting(false))
      if (result.kind === 'sent') {
        await navigate({ to: '/Preview/$id', params: { id: result.skuId } })
      } else if (result.kind === 'queued') {
        setJustQueued(true)
      } else {
        window.alert(CREATE_FAILED_MESSAGE)
        // The form puts the server's field errors on their fields.
        throw result.error
      }
    },
    [id, navigate],
  )

  const saveStatus = useMemo(
    () => (
      <SaveStatus
        saveKey={id}
        store={store}
        flushRef={flushRef}
        // The same words while saving and once saved: a screen reader hears it once, not every second.
        message={(autosave) =>
          opened.resumed || opened.savedTyped !== null || autosave.savedAt !== undefined
            ? SAVED_ON_DEVICE
            : NEW_DRAFT_STATUS
        }
      />
    ),
    [id, store, opened.resumed, opened.savedTyped],
  )

  // A draft nothing was typed into yet is simply the form: there is nothing to restore.
  const restored = opened.resumed && opened.draft.updatedAt > opened.draft.createdAt
  const waiting = draft.syncState === 'queued' && !submitting
  const sent = (draft.syncState === 'submitted' || draft.syncState === 'paid') && draft.skuId && !submitting

  // The form is gone once the application is queued: focus goes to what replaced it.
  useEffect(() => {
    if (justQueued && waiting) stateHeading.current?.focus()
  }, [justQueued, waiting])

  const statusText = sent
    ? `Your application was sent. Application number: ${draft.skuId}.`
    : waiting
      ? QUEUED_MESSAGE
      : ''

  return (
    <>
      {/* One live region for the whole journey, so "sent" is announced after "waiting". */}
      <p role="status" className={statusText ? 'notice submission-status' : 'visually-hidden'}>
        {statusText}
      </p>
      {sent ? (
        <section className="card submission-state" aria-labelledby="submission-state-title">
          <h2 id="submission-state-title" ref={stateHeading} tabIndex={-1}>
            Application sent
          </h2>
          <p className="application-number-label">Application number</p>
          <p className="application-number">{draft.skuId}</p>
          <p className="field-hint">
            Keep this number: you need it to pay, to check on your application or to change it.
          </p>
          <p>
            <Link to="/Preview/$id" params={{ id: draft.skuId! }} className="button button-primary">
              Preview your application
            </Link>
          </p>
        </section>
      ) : waiting ? (
        <section className="card submission-state" aria-labelledby="submission-state-title">
          <h2 id="submission-state-title" ref={stateHeading} tabIndex={-1}>
            Submitted on this device
          </h2>
          <p>
            The application of <strong>{draftDisplayName(draft.data)}</strong> is saved on this device and
            will be sent{copyChosen || draft.data.passport_bio_page ? ', with its passport copy,' : ''} as
            soon as there is a connection while this app is open. It is sent once only, even if you reload the
            page or submitted it twice.
          </p>
          <p>
            You will see its application number here; it is also listed under{' '}
            <Link to="/Partial-Filled">My applications</Link>.
          </p>
        </section>
      ) : (
        <>
          {restored && (
            <div className="notice resumed-notice spread-row">
              <p>{restoredText(opened.draft)}</p>
              <button type="button" className="button button-secondary" onClick={onStartNew}>
                Start a new application
              </button>
            </div>
          )}
          {draft.lastError && (
            <WarningAlert>
              Not accepted by the server: {draft.lastError} Please check the form and submit again.
            </WarningAlert>
          )}
          <DraftForm
            initialInput={opened.draft.data}
            deviceCopy={opened.deviceCopy}
            lateInput={lateInput}
            onInputChange={onInputChange}
            onPassportFileChosen={onPassportFileChosen}
            onSubmit={submit}
            status={saveStatus}
          />
        </>
      )}
    </>
  )
}

/** The form, re-rendered only by its own changes: the page around it changes as drafts are saved. */
const DraftForm = memo(function DraftForm({
  initialInput,
  deviceCopy,
  lateInput,
  onInputChange,
  onPassportFileChosen,
  onSubmit,
  status,
}: {
  initialInput: Draft['data']
  deviceCopy: DeviceCopy | null
  lateInput: () => Readonly<Record<string, unknown>> | null
  onInputChange: (input: Readonly<Record<string, unknown>>) => void
  onPassportFileChosen: (file: File) => Promise<void>
  onSubmit: (application: Application) => Promise<void>
  status: ReactNode
}) {
  return (
    <ApplicationForm
      mode="new"
      initialInput={initialInput}
      onInputChange={onInputChange}
      onPassportFileChosen={onPassportFileChosen}
      passportDeviceCopy={deviceCopy}
      lateInput={lateInput}
      onSubmit={onSubmit}
      actionsStatus={status}
    />
  )
})
