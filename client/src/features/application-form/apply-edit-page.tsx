// /Apply/{id}: changes to a submitted, unpaid application, sent by submitChanges
// (offline/submit.ts): queued on this device's draft of the application, sent at once when
// there is a connection, else by the outbox when one returns (ADR 003). What is typed is kept
// on the device as it is typed, apart from what was sent, until it is submitted or discarded.
import { useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import type { Application } from '../../../../shared/application'
import { applicationQueryOptions } from '../../lib/applications'
import {
  type DraftEdits,
  discardApplicationEdits,
  findDraftBySkuId,
  formatSavedAt,
  replayJournal,
  type SubmitResult,
  submitChanges,
} from '../../offline'
import { alertOnce, type LoadedApplication, markChangesSent } from '../preview'
import { ApplicationForm } from './application-form'
import { AwaitingPayment } from './awaiting-payment'
import { createInputStore } from './input-store'
import { recordToInput } from './record-to-input'
import { SaveStatus } from './save-status'

export const FALLBACK_MESSAGE = 'something went wrong'
export const EDITING_DEVICE_COPY_MESSAGE =
  'You are offline: you are changing the copy saved on this device. Your changes are sent when you are back online.'
/** Said beside Update and Next once something was typed: the agency does not have it yet. */
export const EDITS_KEPT_MESSAGE =
  'Changes not submitted yet: they are kept on this device until you press Update and Next.'

export function keptEditsText(edits: Pick<DraftEdits, 'savedAt'>): string {
  return `We restored the changes you made on ${formatSavedAt(edits.savedAt)} and have not submitted yet.`
}

export function ApplyEditPage({ loaded }: { loaded: LoadedApplication }) {
  const { record } = loaded
  const skuId = record.sku_id
  const paid = record.payment_status === 'COMPLETED'
  // Changes typed here before and not submitted, read afresh: the loader's copy may be older.
  const [kept, setKept] = useState<{ edits?: DraftEdits } | null>(null)
  // Discarding the kept changes starts the form again from the application as loaded.
  const [formKey, setFormKey] = useState(0)

  useEffect(() => {
    if (paid) {
      setKept({})
      return
    }
    let cancelled = false
    replayJournal()
      .then(() => findDraftBySkuId(skuId))
      .then(
        (draft) => !cancelled && setKept({ edits: draft?.edits }),
        // No IndexedDB here (private mode): the form still works, it just keeps nothing.
        () => !cancelled && setKept({}),
      )
    return () => {
      cancelled = true
    }
  }, [skuId, paid])

  return (
    <article>
      <header className="form-page-header">
        <h1>Edit your application</h1>
        <p>
          Application number: <strong className="application-number">{skuId}</strong>
        </p>
      </header>
      {loaded.source === 'device' && <p className="notice notice-warning">{EDITING_DEVICE_COPY_MESSAGE}</p>}
      {paid ? (
        <div className="notice notice-success">
          <p>This application has been paid, so it can no longer be changed.</p>
          <p>
            <Link to="/Preview/$id" params={{ id: skuId }}>
              See the application
            </Link>
          </p>
        </div>
      ) : kept ? (
        <EditForm
          key={formKey}
          loaded={loaded}
          edits={kept.edits}
          onDiscarded={() => {
            setKept({})
            setFormKey((key) => key + 1)
          }}
        />
      ) : (
        <p className="loading-state" role="status">
          Opening your application...
        </p>
      )}
    </article>
  )
}

function EditForm({
  loaded,
  edits,
  onDiscarded,
}: {
  loaded: LoadedApplication
  edits: DraftEdits | undefined
  onDiscarded: () => void
}) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const { record } = loaded
  const skuId = record.sku_id
  // The form starts from the kept changes, else the record as loaded; a reload of the route must
  // not reset what is typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first record counts.
  const base = useMemo(() => recordToInput(record), [])
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first copy counts.
  const initialInput = useMemo(() => edits?.data ?? base, [])
  const store = useMemo(() => createInputStore(initialInput), [initialInput])
  const flushRef = useRef<() => Promise<void>>(async () => {})
  const submitRef = useRef<((send: (application: Application) => Promise<void>) => Promise<boolean>) | null>(
    null,
  )
  // Changes the agency does not have: kept from before, or typed since the form opened.
  const input = useSyncExternalStore(store.subscribe, store.get, store.get)
  const changed = Boolean(edits) || input !== initialInput
  const [paying, setPaying] = useState(false)

  const send = useCallback(
    async (application: Application): Promise<SubmitResult['kind']> => {
      // What is submitted is on the device first, up to the last keystroke: a failed send loses
      // nothing, and the autosave has nothing left to write after the send.
      await flushRef.current()
      const result = await submitChanges(skuId, application)
      if (result.kind === 'refused') {
        window.alert(result.error.message || FALLBACK_MESSAGE)
        throw result.error
      }
      if (result.kind === 'sent') {
        // The preview and the payment screen must show what was just saved, not the copy cached
        // before the edit.
        const options = applicationQueryOptions(skuId)
        await queryClient.fetchQuery({ ...options, staleTime: 0 }).catch(() => {
          queryClient.removeQueries({ queryKey: options.queryKey })
        })
      }
      return result.kind
    },
    [skuId, queryClient],
  )

  const submit = useCallback(
    async (application: Application) => {
      // The preview, next, says once that the changes reached the agency.
      if ((await send(application)) === 'sent') markChangesSent(skuId)
      await navigate({ to: '/Preview/$id', params: { id: skuId } })
    },
    [skuId, navigate, send],
  )

  // Pay now with changes the agency does not have: they are submitted first, so the payment is for
  // the application as the traveller left it, and nothing typed is dropped by paying. A form that
  // does not pass stays, with its messages; changes that wait for a connection go to the preview,
  // which offers payment once they are sent.
  async function payNow() {
    setPaying(true)
    try {
      let outcome: SubmitResult['kind'] | undefined
      const sent = await submitRef.current?.(async (application) => {
        outcome = await send(application)
      })
      if (!sent) return
      if (outcome === 'sent') await navigate({ to: '/Payment/$id', params: { id: skuId } })
      else await navigate({ to: '/Preview/$id', params: { id: skuId } })
    } finally {
      setPaying(false)
    }
  }

  async function discard() {
    await flushRef.current()
    await discardApplicationEdits(skuId)
    onDiscarded()
  }

  // Typing re-renders the save status only, not the long form.
  const form = useMemo(
    () => (
      <ApplicationForm
        mode="edit"
        initialInput={initialInput}
        onInputChange={store.set}
        onSubmit={submit}
        submitRef={submitRef}
        actionsStatus={
          <SaveStatus
            saveKey={skuId}
            store={store}
            flushRef={flushRef}
            options={{ edits: { base } }}
            message={(autosave) => (edits || autosave.status !== 'idle' ? EDITS_KEPT_MESSAGE : '')}
          />
        }
      />
    ),
    [initialInput, store, submit, skuId, base, edits],
  )

  return (
    <>
      <AwaitingPayment
        record={record}
        pendingChanges={changed}
        paying={paying}
        onPayNow={() => void payNow()}
      />
      {edits && (
        <div className="notice resumed-notice spread-row">
          <p>{keptEditsText(edits)}</p>
          <button type="button" className="button button-secondary" onClick={() => void discard()}>
            Discard these changes
          </button>
        </div>
      )}
      {form}
    </>
  )
}

/** Spec §8: a failed load while editing alerts, then goes home. */
export function ApplyEditLoadError({ error }: { error: unknown }) {
  const navigate = useNavigate()
  useEffect(() => {
    alertOnce(error, error instanceof Error && error.message ? error.message : FALLBACK_MESSAGE)
    void navigate({ to: '/', replace: true })
  }, [error, navigate])
  return <p className="loading-state">Returning to the home page...</p>
}
