import { FIELD_LABELS } from '../../lib/field-labels'
import { useFormField } from './form-context'
import { type DeviceCopy, PassportCopyInput } from './passport-copy-input'

interface PassportCopyFieldProps {
  onUploadingChange: (uploading: boolean) => void
  onFileChosen?: (file: File) => void | Promise<void>
  deviceCopy?: DeviceCopy | null
}

/**
 * The passport copy control, tied to passport_bio_page. The original headed it "Required Document"
 * (docs/site.md §2) over a copy that is optional; the heading says what it is.
 */
export function PassportCopyField({ onUploadingChange, onFileChosen, deviceCopy }: PassportCopyFieldProps) {
  const field = useFormField(['passport_bio_page'])
  return (
    <section className="form-section card" aria-labelledby="document-title">
      <h2 id="document-title">Passport copy (optional)</h2>
      <p className="passport-copy-purpose">
        The passport copy is optional: you can submit the application without it. It helps us check what you
        typed against your passport before we send the application, so a mistake is caught before it can cost
        you the eVisa.
      </p>
      <PassportCopyInput
        id={field.id}
        label={FIELD_LABELS.passport_bio_page.label}
        value={typeof field.input === 'string' ? field.input : ''}
        onUploaded={(filename) => field.setInput(filename)}
        onFileChosen={
          onFileChosen &&
          ((file) => {
            // The new file replaces the uploaded one: with the name cleared, a submit made before
            // it is uploaded sends this file (the sync engine uploads the kept copy first).
            field.setInput('')
            return onFileChosen(file)
          })
        }
        deviceCopy={deviceCopy}
        onUploadingChange={onUploadingChange}
        fieldError={field.error}
        inputRef={field.props.ref}
        onFocus={field.props.onFocus}
        onBlur={field.props.onBlur}
      />
    </section>
  )
}
