// /Apply: a new application, filled as a draft on this device (docs/rules.md §5, ADR 003). The page
// opens the draft named in the address, else resumes the latest unfinished one (and says so), else
// starts one; every change is saved to IndexedDB within a second, the passport copy is kept as a
// Blob until uploaded. Submitting goes through submitApplication (offline/submit.ts): it
// is queued, sent at once when it can be, and otherwise sent exactly once later.
import { Link, useNavigate, useRouter } from '@tanstack/react-router'
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
import { useHydrated } from '../../components/after-hydration'
import { WarningAlert } from '../../components/warning-alert'
import { m, useLanguage, withParts } from '../../lib/i18n'
import { serverMessage } from '../../lib/server-messages'
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
} from '../../offline'
import { ReturningApplicant } from '../mail'
import { ApplicationForm } from './application-form'
import { createInputStore } from './input-store'
import type { DeviceCopy } from './passport-copy-input'
import { type FocusedControl, restoreFocus } from './prerendered-form'
import { SaveStatus } from './save-status'
import './apply-new-page.css'

/** docs/site.md §8: a failed create shows this alert, whatever the reason. */
export const APPLY_TEXT = {
  get createFailed() {
    return m.apply_create_failed()
  },
  get queued() {
    return m.apply_queued()
  },
  get savedOnDevice() {
    return m.apply_saved_on_device()
  },
  get newDraftStatus() {
    return m.apply_new_draft_status()
  },
}

export function restoredText(draft: Pick<Draft, 'updatedAt'>): string {
  return m.apply_restored({ saved: formatSavedAt(draft.updatedAt) })
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
  /** What was typed into the served form while the draft opened (the hydrated /Apply), if anything. */
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

/** A promise with its resolve. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {}
  const promise = new Promise<T>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

/**
 * The start of a page load that began with the served form (docs/decisions/009-prerendered-apply.md,
 * 013-hydrated-apply.md): the app hydrates that form, and the draft opens behind it. Kept outside
 * the component: the router may unmount and mount the page again while it starts, and neither what
 * was typed nor the opening draft may be lost or opened twice.
 */
const start: {
  /** The served form is on screen and no draft is bound to it yet. */
  formFirst: boolean
  /** What the traveller typed into that form (the form's whole input), as the draft opens. */
  typed: Input | null
  /** A passport copy chosen in that form: the draft it becomes keeps it. */
  file: File | null
  /** The id of the draft the served form became. */
  served: ReturnType<typeof deferred<string>>
  opening: { key: string; promise: Promise<Opened> } | null
  /** The draft on screen, with what the form holds now: a page mounted again shows it at once. */
  shown: Opened | null
} = { formFirst: false, typed: null, file: null, served: deferred<string>(), opening: null, shown: null }

/** The served form's own input, until a draft is bound to it. */
const keepTyped = (input: Input) => {
  start.typed = input
}

/** A passport copy chosen in the served form: stored with the draft as soon as it has opened. */
const keepFileForDraft = (file: File) => {
  start.file = file
  return start.served.promise.then((id) => savePassportFile(id, file, file.name))
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
  const router = useRouter()
  // False while React hydrates the served form (and in the build's prerender): that form then
  // stays, and the draft is bound to it once opened. Rendered by the app (a navigation, or the
  // shell for /Apply?draft=), the page waits for the draft before it shows a form.
  const hydrated = useHydrated()
  const [formFirst] = useState(() => {
    if (!hydrated) start.formFirst = true
    return start.formFirst
  })
  const [opened, setOpened] = useState<Opened | null>(() =>
    start.shown && start.shown.draft.id === draftId ? start.shown : null,
  )
  // The draft the served form became (its form keeps the key 'served').
  const [servedDraftId, setServedDraftId] = useState<string | null>(null)
  const [openError, setOpenError] = useState<Error | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const heading = useRef<HTMLHeadingElement>(null)
  const current = useRef<Opened | null>(opened)
  const refocus = useRef<FocusedControl>(null)

  // The focus goes back where it was when a draft's form replaced another (a resumed draft).
  useLayoutEffect(() => {
    if (opened) restoreFocus(refocus.current)
    refocus.current = null
  }, [opened])

  const show = useCallback(
    (next: Opened) => {
      refocus.current = focusedFormControl()
      if (start.formFirst) {
        // The served form becomes this draft's form, unless a draft with answers was resumed
        // (nothing was typed or chosen meanwhile), which gets a form of its own.
        if (!next.resumed) {
          start.served.resolve(next.draft.id)
          setServedDraftId(next.draft.id)
        }
        start.formFirst = false
        start.typed = null
        start.file = null
      }
      start.shown = next
      current.current = next
      setOpened(next)
      // The address names the draft from now on, so a reload reopens this one, not another. In a
      // task of its own: the caller may render the draft synchronously (flushSync), and the
      // router's change of address renders every link of the page again, synchronously too (an
      // external store's change); in the same task the two were one long task after /Apply's
      // hydration (docs/performance.md). Skipped if the address or the draft changed meanwhile.
      if (draftId !== next.draft.id) {
        const address = router.state.location.href
        setTimeout(() => {
          if (current.current !== next || router.state.location.href !== address) return
          void navigate({ to: '/Apply', search: { draft: next.draft.id }, replace: true })
        }, 0)
      }
    },
    [draftId, navigate, router],
  )

  useEffect(() => {
    if (current.current && draftId === current.current.draft.id) return
    const key = openingKey(draftId, fresh)
    // One open per address, even when the page mounts twice (the router, React's StrictMode).
    if (start.opening?.key !== key) {
      // A file chosen in the served form counts as an answer: it starts a new application too.
      const typedMeanwhile = () => start.typed ?? (start.file ? {} : null)
      start.opening = { key, promise: open({ draftId, fresh, typedMeanwhile }) }
    }
    const request = start.opening
    let cancelled = false
    request.promise.then(
      (next) => {
        if (cancelled) return
        if (start.opening === request) start.opening = null
        // Rendered and committed before this task ends: a keystroke into the form shown meanwhile
        // would otherwise land after open() looked at what was typed.
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
      setAnnouncement(m.apply_new_started())
      heading.current?.focus()
    } catch (error) {
      setOpenError(error instanceof Error ? error : new Error(String(error)))
    }
  }

  // The served form and the draft it becomes are one form (one key), so nothing done in it is
  // lost when the draft is bound to it; any other draft gets a form of its own.
  const formKey = opened && opened.draft.id !== servedDraftId ? opened.draft.id : 'served'
  return (
    <article className="apply-new-page">
      <header className="form-page-header">
        <h1 ref={heading} tabIndex={-1}>
          {m.apply_title()}
        </h1>
        <p>{m.apply_intro()}</p>
        <ReturningApplicant />
      </header>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {openError ? (
        <WarningAlert>{m.apply_open_failed({ reason: openError.message })}</WarningAlert>
      ) : opened || formFirst ? (
        <DraftApplication key={formKey} opened={opened} onStartNew={startNew} />
      ) : (
        <p className="notice" role="status">
          {m.apply_opening()}
        </p>
      )}
    </article>
  )
}

/**
 * A draft's form and what the page says about it. `opened` is null for the served form while its
 * draft opens: the same form in the same place (so it is kept when the draft is bound to it), not
 * saved anywhere yet; what is typed or chosen in it goes to `start`, and into the draft as it opens.
 */
function DraftApplication({ opened, onStartNew }: { opened: Opened | null; onStartNew: () => void }) {
  const language = useLanguage()
  const navigate = useNavigate()
  const id = opened?.draft.id
  const live = useDraft(id).draft
  // Deleted in another tab meanwhile: the form keeps going (the next save writes it again).
  const draft = live ?? opened?.draft ?? null
  const store = useMemo(() => createInputStore(opened?.draft.data ?? {}), [opened?.draft.data])
  const flushRef = useRef<() => Promise<void>>(async () => {})
  const passportSaving = useRef<Promise<unknown>>(Promise.resolve())
  const stateHeading = useRef<HTMLHeadingElement>(null)
  const [justQueued, setJustQueued] = useState(false)
  // While the submit command runs the draft is queued for a moment: the form stays, so that a
  // refusal can put the server's messages on its fields.
  const [submitting, setSubmitting] = useState(false)

  const onInputChange = useCallback(
    (input: Readonly<Record<string, unknown>>) => {
      if (!id) return keepTyped(input)
      store.set(input)
      if (start.shown?.draft.id === id) {
        start.shown = { ...start.shown, draft: { ...start.shown.draft, data: input as Draft['data'] } }
      }
    },
    [store, id],
  )

  // Whether a passport copy goes with the application: one kept on this device or uploaded.
  const [copyChosen, setCopyChosen] = useState(Boolean(opened?.deviceCopy))
  const onPassportFileChosen = useCallback(
    (file: File) => {
      setCopyChosen(true)
      const saving = id ? savePassportFile(id, file, file.name) : keepFileForDraft(file)
      passportSaving.current = saving.catch(() => {})
      return saving
    },
    [id],
  )

  const submit = useCallback(
    async (application: Application) => {
      // Nothing is sent before the draft has opened, which takes moments.
      if (!id) return
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
        window.alert(APPLY_TEXT.createFailed)
        // The form puts the server's field errors on their fields.
        throw result.error
      }
    },
    [id, navigate],
  )

  const resumed = opened?.resumed ?? false
  const savedTyped = opened?.savedTyped ?? null
  // biome-ignore lint/correctness/useExhaustiveDependencies: the language changes the words.
  const saveStatus = useMemo(
    () =>
      id ? (
        <SaveStatus
          saveKey={id}
          store={store}
          flushRef={flushRef}
          // The same words while saving and once saved: a screen reader hears it once, not every second.
          message={(autosave) =>
            resumed || savedTyped !== null || autosave.savedAt !== undefined
              ? APPLY_TEXT.savedOnDevice
              : APPLY_TEXT.newDraftStatus
          }
        />
      ) : (
        <p className="field-hint draft-save-status" role="status">
          {APPLY_TEXT.newDraftStatus}
        </p>
      ),
    [id, store, resumed, savedTyped, language],
  )

  // A draft nothing was typed into yet is simply the form: there is nothing to restore.
  const restored = opened?.resumed === true && opened.draft.updatedAt > opened.draft.createdAt
  const waiting = draft?.syncState === 'queued' && !submitting
  const sent =
    draft !== null &&
    (draft.syncState === 'submitted' || draft.syncState === 'paid') &&
    draft.skuId &&
    !submitting

  // The form is gone once the application is queued: focus goes to what replaced it.
  useEffect(() => {
    if (justQueued && waiting) stateHeading.current?.focus()
  }, [justQueued, waiting])

  const statusText = sent
    ? m.pwa_application_sent({ number: draft.skuId ?? '' })
    : waiting
      ? APPLY_TEXT.queued
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
            {m.apply_sent_title()}
          </h2>
          <p className="application-number-label">{m.apply_application_number()}</p>
          <p className="application-number">{draft.skuId}</p>
          <p className="field-hint">{m.apply_keep_number()}</p>
          <p>
            <Link to="/Preview/$id" params={{ id: draft.skuId! }} className="button button-primary">
              {m.apply_preview_link()}
            </Link>
          </p>
        </section>
      ) : waiting ? (
        <section className="card submission-state" aria-labelledby="submission-state-title">
          <h2 id="submission-state-title" ref={stateHeading} tabIndex={-1}>
            {m.apply_submitted_title()}
          </h2>
          <p>
            {withParts(
              (parts) =>
                copyChosen || draft?.data.passport_bio_page
                  ? m.apply_submitted_text_with_copy(parts)
                  : m.apply_submitted_text(parts),
              { name: <strong>{draft && draftDisplayName(draft.data)}</strong> },
            )}
          </p>
          <p>
            {withParts((parts) => m.apply_submitted_listed(parts), {
              my_applications: <Link to="/Partial-Filled">{m.common_menu_my_applications()}</Link>,
            })}
          </p>
        </section>
      ) : (
        <>
          {restored && opened && (
            <div className="notice resumed-notice spread-row">
              <p>{restoredText(opened.draft)}</p>
              <button type="button" className="button button-secondary" onClick={onStartNew}>
                {m.apply_start_new()}
              </button>
            </div>
          )}
          {draft?.lastError && (
            <WarningAlert>{m.apply_not_accepted({ reason: serverMessage(draft.lastError) })}</WarningAlert>
          )}
          <DraftForm
            initialInput={opened?.draft.data}
            deviceCopy={opened?.deviceCopy ?? null}
            onInputChange={onInputChange}
            onPassportFileChosen={onPassportFileChosen}
            onSubmit={submit}
            status={saveStatus}
            language={language}
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
  onInputChange,
  onPassportFileChosen,
  onSubmit,
  status,
}: {
  /** The form's words are the language's: a switch of language renders it again. */
  language: string
  initialInput: Draft['data'] | undefined
  deviceCopy: DeviceCopy | null
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
      onSubmit={onSubmit}
      actionsStatus={status}
    />
  )
})
