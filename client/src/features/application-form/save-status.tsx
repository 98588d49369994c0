// Saves what the form holds as it changes (useDraftAutosave) and says so beside the submit button:
// /Apply for a draft, /Apply/{id} for changes to a submitted application. It subscribes to the
// input store, so typing re-renders this line only, not the long form.
import { type RefObject, useEffect, useSyncExternalStore } from 'react'
import {
  type AutosaveOptions,
  type AutosaveState,
  storageProblemMessage,
  useDraftAutosave,
  useStorageProblem,
} from '../../offline'
import type { InputStore } from './input-store'

export function SaveStatus({
  saveKey,
  store,
  flushRef,
  options,
  message,
}: {
  /** The draft id, or with `options.edits` the application number. */
  saveKey: string
  store: InputStore
  /** Set to the autosave's flush of the store's current input, so a submit can save it first. */
  flushRef: RefObject<() => Promise<void>>
  options?: AutosaveOptions
  /** What the status line says (it should not change every second: a screen reader reads it). */
  message: (autosave: AutosaveState) => string
}) {
  const input = useSyncExternalStore(store.subscribe, store.get, store.get)
  const autosave = useDraftAutosave(saveKey, input, options)
  const problem = useStorageProblem()
  useEffect(() => {
    flushRef.current = () => autosave.flush(store.get())
  }, [autosave.flush, flushRef, store])

  const failure = autosave.status === 'error' ? autosave.error?.message : storageProblemMessage(problem)
  return (
    <>
      <p className="field-hint draft-save-status" role="status">
        {message(autosave)}
      </p>
      {failure && (
        <p className="field-error" role="alert">
          {failure}
        </p>
      )}
    </>
  )
}
