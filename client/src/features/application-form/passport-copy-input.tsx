// The passport copy control: checks the type at once, shrinks a large photo (shrink-image.ts),
// uploads as soon as a file is chosen, shows progress, then the uploaded image (or "PDF attached").
// It knows nothing of Formisch. When the page keeps each chosen file on the device (the offline
// drafts, docs/rules.md §5), an upload that finds no connection leaves the file waiting there and is
// tried again once the device is back online; the sync engine uploads it on submit otherwise.
import { type Ref, useEffect, useId, useRef, useState } from 'react'
import { MAX_UPLOAD_BYTES, UPLOAD_TYPES } from '../../../../shared/limits'
import { useHydrated, useServedNodesTakenOver } from '../../components/after-hydration'
import { ApiError } from '../../lib/api'
import { uploadPassportCopy, uploadUrl } from '../../lib/applications'
import { m } from '../../lib/i18n'
import { serverMessage } from '../../lib/server-messages'
import { getConnectivity } from '../../offline'
import { FieldError, Label } from './fields'
import { formatBytes, isShrinkableType, type ShrinkResult, shrinkPassportImage } from './shrink-image'

const MAX_MEGABYTES = MAX_UPLOAD_BYTES / (1024 * 1024)
const EXTENSION_TYPES: Record<string, (typeof UPLOAD_TYPES)[number]> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
}

export const PASSPORT_COPY_MESSAGES = {
  get wrongType() {
    return m.apply_copy_wrong_type()
  },
  get tooLarge() {
    return m.apply_copy_too_large({ max: MAX_MEGABYTES })
  },
  get empty() {
    return m.apply_copy_empty()
  },
  get uploading() {
    return m.apply_copy_uploading()
  },
  get preparing() {
    return m.apply_copy_preparing()
  },
  get waiting() {
    return m.apply_copy_waiting()
  },
}

/** The upload type of a file, from its declared type or else its name; null when not accepted. */
export function passportCopyType(file: { name: string; type: string }): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? ''
  const type = file.type || EXTENSION_TYPES[extension] || ''
  return (UPLOAD_TYPES as readonly string[]).includes(type) ? type : null
}

/** Why a file cannot be sent, or null. The server checks the bytes again; this only saves a wait. */
export function passportCopyProblem(file: { name: string; type: string; size: number }): string | null {
  if (!passportCopyType(file)) return PASSPORT_COPY_MESSAGES.wrongType
  if (file.size > MAX_UPLOAD_BYTES) return PASSPORT_COPY_MESSAGES.tooLarge
  if (file.size === 0) return PASSPORT_COPY_MESSAGES.empty
  return null
}

/** A passport copy kept on this device until it is uploaded. */
export interface DeviceCopy {
  name: string
  blob: Blob
}

export interface PassportCopyInputProps {
  id: string
  label: string
  /** The uploaded file's name on the server, or '' when there is none yet. */
  value: string
  onUploaded: (filename: string) => void
  /**
   * Told about every acceptable file chosen (after shrinking), before it is uploaded. When given,
   * the page keeps the file on the device (the promise settles once it is stored), so an upload
   * that finds no connection waits for one instead of failing.
   */
  onFileChosen?: (file: File) => void | Promise<void>
  /** The copy the device kept for this form, shown and uploaded when `value` is still ''. */
  deviceCopy?: DeviceCopy | null
  onUploadingChange?: (uploading: boolean) => void
  /** A problem the form knows of (schema or server); shown like the control's own. */
  fieldError?: string | null
  required?: boolean
  inputRef?: Ref<HTMLInputElement>
  onFocus?: () => void
  onBlur?: () => void
  upload?: typeof uploadPassportCopy
  /** Makes a large photo smaller before it is kept or sent. */
  shrink?: (file: File, type: string) => Promise<ShrinkResult>
}

type UploadState =
  | { kind: 'idle' }
  | { kind: 'preparing' }
  | { kind: 'uploading'; fileName: string; progress: number | null }
  /** Kept on this device; uploaded once a connection returns (`tryNow`: or at once, if online). */
  | { kind: 'waiting'; file: Blob; fileName: string; tryNow: boolean }
  | { kind: 'failed'; message: string }

/** An object URL for a Blob, revoked when it changes or the control goes away. */
function useObjectUrl(blob: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    if (!blob) {
      setUrl(null)
      return
    }
    const next = URL.createObjectURL(blob)
    setUrl(next)
    return () => URL.revokeObjectURL(next)
  }, [blob])
  return url
}

function isPdf(nameOrType: string) {
  return /pdf$/i.test(nameOrType)
}

export function PassportCopyInput({
  id,
  label,
  value,
  onUploaded,
  onFileChosen,
  deviceCopy,
  onUploadingChange,
  fieldError,
  required = false,
  inputRef,
  onFocus,
  onBlur,
  upload = uploadPassportCopy,
  shrink = shrinkPassportImage,
}: PassportCopyInputProps) {
  const keepsCopies = Boolean(onFileChosen)
  // The device's copy waits for a connection when the form opens without an uploaded name.
  const [state, setState] = useState<UploadState>(() =>
    keepsCopies && deviceCopy && !value
      ? { kind: 'waiting', file: deviceCopy.blob, fileName: deviceCopy.name, tryNow: true }
      : { kind: 'idle' },
  )
  const [imageBroken, setImageBroken] = useState(false)
  // The file input is cleared after each choice (so the same file can be chosen again), which
  // leaves it saying "No file chosen"; this line says what is attached instead.
  const [attachedName, setAttachedName] = useState<string | null>(deviceCopy?.name ?? null)
  // The newest file on this device: shown when the uploaded copy cannot be (offline).
  const [localFile, setLocalFile] = useState<Blob | null>(deviceCopy?.blob ?? null)
  const [reduction, setReduction] = useState<string | null>(null)
  const localUrl = useObjectUrl(localFile)
  const abort = useRef<AbortController | null>(null)
  const fileInput = useRef<HTMLInputElement | null>(null)
  // Each choice gets a number; a slower, older one never overrides a newer one.
  const choice = useRef(0)
  const hintId = useId()
  const errorId = `${id}-error`
  const uploadingChange = useRef(onUploadingChange)
  uploadingChange.current = onUploadingChange

  useEffect(() => () => abort.current?.abort(), [])

  // Hydrated over the served /Apply (ADR 013): a file chosen there before the app ran is still in
  // this very input, unseen by any handler. It is taken as if chosen now: checked, kept on the
  // device with the draft, uploaded.
  useServedNodesTakenOver(useHydrated(), () => {
    const input = fileInput.current
    const file = input?.files?.[0]
    if (!input || !file) return
    input.value = ''
    void choose(file)
  })

  const error = state.kind === 'failed' ? state.message : (fieldError ?? null)
  const valueIsPdf = isPdf(value)

  async function send(file: Blob, fileName: string, ticket: number) {
    abort.current?.abort()
    const controller = new AbortController()
    abort.current = controller
    setState({ kind: 'uploading', fileName, progress: null })
    uploadingChange.current?.(true)
    try {
      const { filename } = await upload(file, {
        fileName,
        signal: controller.signal,
        onProgress: (progress) =>
          setState((current) => (current.kind === 'uploading' ? { ...current, progress } : current)),
      })
      if (ticket !== choice.current) return
      setImageBroken(false)
      setAttachedName(fileName)
      setState({ kind: 'idle' })
      onUploaded(filename)
    } catch (caught) {
      if ((caught as Error).name === 'AbortError' || ticket !== choice.current) return
      if (keepsCopies && caught instanceof ApiError && caught.isNetworkError) {
        // Not at once again: the browser may think it is online while nothing gets through.
        setState({ kind: 'waiting', file, fileName, tryNow: false })
        return
      }
      // The spec only logs a failed upload; the traveller is better told, with the reason.
      const reason = caught instanceof ApiError ? serverMessage(caught.message) : m.apply_copy_try_again()
      setState({ kind: 'failed', message: m.apply_copy_upload_failed({ reason }) })
    } finally {
      if (abort.current === controller) {
        abort.current = null
        uploadingChange.current?.(false)
      }
    }
  }

  async function choose(chosen: File) {
    const ticket = ++choice.current
    abort.current?.abort()
    setReduction(null)
    const type = passportCopyType(chosen)
    if (!type || chosen.size === 0) {
      setState({ kind: 'failed', message: passportCopyProblem(chosen) ?? PASSPORT_COPY_MESSAGES.wrongType })
      return
    }
    // Submitting waits from here until the upload is over, as it does for the upload itself.
    uploadingChange.current?.(true)
    let sending = false
    try {
      let file = chosen
      if (isShrinkableType(type)) {
        setState({ kind: 'preparing' })
        const result = await shrink(chosen, type).catch(
          (): ShrinkResult => ({ file: chosen, originalSize: chosen.size, reduced: false }),
        )
        if (ticket !== choice.current) return
        file = result.file
        if (result.reduced)
          setReduction(
            m.apply_copy_reduced({ from: formatBytes(result.originalSize), to: formatBytes(file.size) }),
          )
      }
      const problem = passportCopyProblem(file)
      if (problem) {
        setState({ kind: 'failed', message: problem })
        return
      }
      setLocalFile(file)
      // Kept on the device while it uploads: neither waits for the other. (The page reports
      // storage trouble itself, and waits for the copy to be stored before a submit.)
      if (onFileChosen) void Promise.resolve(onFileChosen(file)).catch(() => {})
      sending = true
      await send(file, file.name, ticket)
    } finally {
      // `send` reports the end of its own upload; an older choice leaves the newer one's state alone.
      if (!sending && ticket === choice.current) uploadingChange.current?.(false)
    }
  }

  // Waiting for a connection: try as soon as there is one (at once, if there already is).
  const waiting = state.kind === 'waiting' ? state : null
  // biome-ignore lint/correctness/useExhaustiveDependencies: `send` is new each render; `waiting` decides.
  useEffect(() => {
    if (!waiting) return
    const retry = () => void send(waiting.file, waiting.fileName, choice.current)
    // The gate's `online`: the browser reconnected, or the traveller stopped working offline.
    const gate = getConnectivity()
    if (waiting.tryNow && gate.isOnline()) retry()
    gate.addEventListener('online', retry)
    return () => gate.removeEventListener('online', retry)
  }, [waiting?.file])

  const describedBy = [hintId, error ? errorId : null].filter(Boolean).join(' ')
  const showAttached = value && state.kind !== 'uploading' && state.kind !== 'preparing'
  const imageSrc = imageBroken ? localUrl : uploadUrl(value)
  // One clear state: once a file is attached (or kept, or on its way), the native input, which
  // would still say "No file chosen", steps aside for a "Replace file" button that opens it. It
  // stays in the page, labelled, for that button and for a field error to focus.
  const busy = state.kind === 'uploading' || state.kind === 'preparing'
  const hasFile = Boolean(showAttached) || state.kind === 'waiting' || busy
  const inputAside = hasFile && !fieldError
  const setInput = (element: HTMLInputElement | null) => {
    fileInput.current = element
    if (typeof inputRef === 'function') inputRef(element)
    else if (inputRef) (inputRef as { current: HTMLInputElement | null }).current = element
  }
  const replaceButton = (
    <button
      type="button"
      className="button button-secondary passport-copy-replace"
      aria-describedby={hintId}
      onClick={() => fileInput.current?.click()}
    >
      {m.apply_copy_replace()}
    </button>
  )

  return (
    <div className="field passport-copy">
      <Label htmlFor={id} label={label} required={required} />
      <p className="field-hint" id={hintId}>
        {m.apply_copy_hint({ max: MAX_MEGABYTES })}
        {hasFile && ` ${m.apply_copy_hint_replace()}`}
      </p>
      {error && <FieldError id={errorId} error={error} alert={state.kind === 'failed'} />}
      <input
        id={id}
        ref={setInput}
        className={inputAside ? 'visually-hidden' : undefined}
        tabIndex={inputAside ? -1 : undefined}
        type="file"
        name="passport_copy"
        accept="image/jpeg,image/png,application/pdf,.jpg,.jpeg,.png,.pdf"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onFocus={onFocus}
        onBlur={onBlur}
        onChange={(event) => {
          const input = event.currentTarget
          const file = input.files?.[0]
          // Clearing lets the same file be chosen again after a failed upload.
          input.value = ''
          if (file) void choose(file)
        }}
      />
      <div role="status" className="upload-status">
        {state.kind === 'preparing' && <span>{PASSPORT_COPY_MESSAGES.preparing}</span>}
        {reduction && <span className="passport-copy-reduced">{reduction}.</span>}
        {state.kind === 'uploading' && (
          <>
            <span>{PASSPORT_COPY_MESSAGES.uploading}</span>
            <progress
              max={1}
              value={state.progress ?? undefined}
              aria-label={m.apply_copy_progress({ file: state.fileName })}
            />
          </>
        )}
        {state.kind === 'waiting' && <span>{PASSPORT_COPY_MESSAGES.waiting}</span>}
      </div>
      {state.kind === 'waiting' && (
        <div className="passport-copy-attached">
          <p className="passport-copy-name">
            <strong>{m.apply_copy_kept()}</strong> {state.fileName}
          </p>
          {isPdf(state.fileName) || isPdf(state.file.type) ? (
            <p>{m.apply_copy_pdf_kept()}</p>
          ) : (
            localUrl && (
              <img className="passport-copy-thumbnail" src={localUrl} alt={m.apply_copy_chosen_alt()} />
            )
          )}
          {inputAside && replaceButton}
        </div>
      )}
      {showAttached && (
        <div className="passport-copy-attached">
          <p className="passport-copy-name">
            <strong>{m.apply_copy_attached()}</strong> {attachedName ?? m.apply_copy_saved_with()}
          </p>
          {valueIsPdf ? (
            <p>
              <strong>{m.apply_copy_pdf_attached()}</strong>{' '}
              <a href={uploadUrl(value)} target="_blank" rel="noreferrer">
                {m.apply_copy_open_pdf()}
              </a>
            </p>
          ) : imageSrc ? (
            <img
              className="passport-copy-thumbnail"
              src={imageSrc}
              alt={m.apply_copy_attached_alt()}
              // Offline the uploaded copy cannot load: the device's own copy stands in when there is one.
              onError={() => setImageBroken(true)}
            />
          ) : (
            <p>{m.apply_copy_cannot_show()}</p>
          )}
          {inputAside && replaceButton}
        </div>
      )}
    </div>
  )
}
