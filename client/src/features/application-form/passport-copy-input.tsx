// The passport copy control: checks type and size at once, uploads as soon as a file is chosen,
// shows progress, then the uploaded image (or "PDF attached"). It knows nothing of Formisch so
// that the offline drafts can keep the chosen file as a Blob and upload it later (product.md §5).
import { type Ref, useEffect, useId, useRef, useState } from 'react'
import { MAX_UPLOAD_BYTES, UPLOAD_TYPES } from '../../../../shared/limits'
import { ApiError } from '../../lib/api'
import { uploadPassportCopy, uploadUrl } from '../../lib/applications'

const MAX_MEGABYTES = MAX_UPLOAD_BYTES / (1024 * 1024)
const EXTENSION_TYPES: Record<string, (typeof UPLOAD_TYPES)[number]> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
}

export const PASSPORT_COPY_MESSAGES = {
  wrongType: 'Choose a JPEG, PNG or PDF file.',
  tooLarge: `The file is too large. Choose a file of at most ${MAX_MEGABYTES} MB.`,
  empty: 'The file is empty. Choose another file.',
  uploading: 'Uploading...',
} as const

/** Why a file cannot be sent, or null. The server checks the bytes again; this only saves a wait. */
export function passportCopyProblem(file: { name: string; type: string; size: number }): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? ''
  const type = file.type || EXTENSION_TYPES[extension] || ''
  if (!(UPLOAD_TYPES as readonly string[]).includes(type)) return PASSPORT_COPY_MESSAGES.wrongType
  if (file.size > MAX_UPLOAD_BYTES) return PASSPORT_COPY_MESSAGES.tooLarge
  if (file.size === 0) return PASSPORT_COPY_MESSAGES.empty
  return null
}

export interface PassportCopyInputProps {
  id: string
  label: string
  /** The uploaded file's name on the server, or '' when there is none yet. */
  value: string
  onUploaded: (filename: string) => void
  /** Told about every acceptable file chosen, before it is uploaded. */
  onFileChosen?: (file: File) => void
  onUploadingChange?: (uploading: boolean) => void
  /** A problem the form knows of (schema or server); shown like the control's own. */
  fieldError?: string | null
  required?: boolean
  inputRef?: Ref<HTMLInputElement>
  onFocus?: () => void
  onBlur?: () => void
  upload?: typeof uploadPassportCopy
}

type UploadState =
  | { kind: 'idle' }
  | { kind: 'uploading'; fileName: string; progress: number | null }
  | { kind: 'failed'; message: string }

export function PassportCopyInput({
  id,
  label,
  value,
  onUploaded,
  onFileChosen,
  onUploadingChange,
  fieldError,
  required = false,
  inputRef,
  onFocus,
  onBlur,
  upload = uploadPassportCopy,
}: PassportCopyInputProps) {
  const [state, setState] = useState<UploadState>({ kind: 'idle' })
  const [imageBroken, setImageBroken] = useState(false)
  // The file input is cleared after each choice (so the same file can be chosen again), which
  // leaves it saying "No file chosen"; this line says what is attached instead.
  const [attachedName, setAttachedName] = useState<string | null>(null)
  const abort = useRef<AbortController | null>(null)
  const hintId = useId()
  const errorId = `${id}-error`

  useEffect(() => () => abort.current?.abort(), [])

  const error = state.kind === 'failed' ? state.message : (fieldError ?? null)
  const isPdf = value.toLowerCase().endsWith('.pdf')

  async function choose(file: File) {
    const problem = passportCopyProblem(file)
    if (problem) {
      setState({ kind: 'failed', message: problem })
      return
    }
    onFileChosen?.(file)
    abort.current?.abort()
    const controller = new AbortController()
    abort.current = controller
    setState({ kind: 'uploading', fileName: file.name, progress: null })
    onUploadingChange?.(true)
    try {
      const { filename } = await upload(file, {
        signal: controller.signal,
        onProgress: (progress) =>
          setState((current) => (current.kind === 'uploading' ? { ...current, progress } : current)),
      })
      setImageBroken(false)
      setAttachedName(file.name)
      setState({ kind: 'idle' })
      onUploaded(filename)
    } catch (caught) {
      if ((caught as Error).name === 'AbortError') return
      // The spec only logs a failed upload; the traveller is better told, with the reason.
      const reason = caught instanceof ApiError ? caught.message : 'Please try again.'
      setState({ kind: 'failed', message: `The passport copy could not be uploaded. ${reason}` })
    } finally {
      if (abort.current === controller) {
        abort.current = null
        onUploadingChange?.(false)
      }
    }
  }

  const describedBy = [hintId, error ? errorId : null].filter(Boolean).join(' ')

  return (
    <div className="field passport-copy">
      <label htmlFor={id}>
        {label}
        {required && (
          <span className="required" aria-hidden="true">
            {'\u00a0*'}
          </span>
        )}
      </label>
      <p className="field-hint" id={hintId}>
        A clear scan or photo of the passport's photo page: JPEG, PNG or PDF, at most {MAX_MEGABYTES} MB.
        {value && ' Choose another file to replace the one attached.'}
      </p>
      {error && (
        <p className="field-error" id={errorId} role={state.kind === 'failed' ? 'alert' : undefined}>
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      )}
      <input
        id={id}
        ref={inputRef}
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
        {state.kind === 'uploading' && (
          <>
            <span>{PASSPORT_COPY_MESSAGES.uploading}</span>
            <progress
              max={1}
              value={state.progress ?? undefined}
              aria-label={`Upload progress of ${state.fileName}`}
            />
          </>
        )}
      </div>
      {value && state.kind !== 'uploading' && (
        <div className="passport-copy-attached">
          <p className="passport-copy-name">
            <strong>Attached:</strong> {attachedName ?? 'the passport copy saved with this application'}
          </p>
          {isPdf ? (
            <p>
              <strong>PDF attached.</strong>{' '}
              <a href={uploadUrl(value)} target="_blank" rel="noreferrer">
                Open the attached PDF
              </a>
            </p>
          ) : imageBroken ? (
            <p>The attached image cannot be shown right now. It is still attached.</p>
          ) : (
            <img
              className="passport-copy-thumbnail"
              src={uploadUrl(value)}
              alt="The passport copy you attached"
              onError={() => setImageBroken(true)}
            />
          )}
        </div>
      )}
    </div>
  )
}
