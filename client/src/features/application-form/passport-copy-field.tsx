import { FIELD_LABELS } from './field-labels'
import { useFormField } from './form-context'
import { PassportCopyInput } from './passport-copy-input'

interface PassportCopyFieldProps {
  onUploadingChange: (uploading: boolean) => void
  onFileChosen?: (file: File) => void
}

/** Spec §2 "Required Document": the passport copy control, tied to passport_bio_page. */
export function PassportCopyField({ onUploadingChange, onFileChosen }: PassportCopyFieldProps) {
  const field = useFormField(['passport_bio_page'])
  return (
    <section className="form-section card" aria-labelledby="document-title">
      <h2 id="document-title">Required Document</h2>
      <PassportCopyInput
        id={field.id}
        label={FIELD_LABELS.passport_bio_page.label}
        value={typeof field.input === 'string' ? field.input : ''}
        onUploaded={(filename) => field.setInput(filename)}
        onFileChosen={onFileChosen}
        onUploadingChange={onUploadingChange}
        fieldError={field.error}
        inputRef={field.props.ref}
        onFocus={field.props.onFocus}
        onBlur={field.props.onBlur}
      />
    </section>
  )
}
