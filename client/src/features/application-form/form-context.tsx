import { type FieldElementProps, type FormStore, useField } from '@formisch/react'
import { createContext, useContext, useState } from 'react'
import type { ApplicationInput, ApplicationSchema } from '../../../../shared/application'
import type { ChildField } from '../../lib/field-labels'
import { errorId, type FieldPath, fieldId } from './field-paths'
import { afterPointerRelease } from './pointer-release'

export type ApplicationFormStore = FormStore<ApplicationSchema>

type TopField = Exclude<keyof ApplicationInput, 'children'>

/** The paths this form renders controls for. */
export type ControlPath = readonly [TopField] | readonly ['children', number, ChildField]

interface FormContextValue {
  form: ApplicationFormStore
  /** After the first submit attempt every error shows, touched or not. */
  submitAttempted: boolean
}

export const FormContext = createContext<FormContextValue | null>(null)

export function useApplicationForm(): FormContextValue {
  const value = useContext(FormContext)
  if (!value) throw new Error('Application form fields must be rendered inside ApplicationForm.')
  return value
}

export interface FormField {
  id: string
  errorId: string
  input: unknown
  /** The message to show now, or null. */
  error: string | null
  /** The traveller has left the field at least once (or tried to submit). */
  left: boolean
  props: Pick<FieldElementProps, 'name' | 'ref' | 'onFocus' | 'onChange'> & { onBlur: () => void }
  setInput: (value: unknown) => void
}

/**
 * Connects one control to Formisch. The schema validates the whole form at once (docs/libraries.md), so
 * every field may hold an error long before the traveller reached it; a field shows its error
 * only once the traveller has left it or tried to submit. The signal reads happen here, in this
 * component's render, so only this field re-renders when its state changes.
 */
export function useFormField(path: ControlPath): FormField {
  const { form, submitAttempted } = useApplicationForm()
  // The paths are checked by ControlPath; Formisch's own path type does not survive the generic.
  const field = useField(form, { path: path as never }) as unknown as {
    input: unknown
    errors: [string, ...string[]] | null
    props: FieldElementProps
    onChange: (value: unknown) => void
  }
  const [left, setLeft] = useState(false)
  const message = field.errors?.[0] ?? null
  const { props } = field
  return {
    id: fieldId(path as FieldPath),
    errorId: errorId(path as FieldPath),
    input: field.input,
    error: message && (left || submitAttempted) ? message : null,
    left: left || submitAttempted,
    props: {
      name: props.name,
      ref: props.ref,
      onFocus: props.onFocus,
      onChange: props.onChange,
      onBlur: () => {
        props.onBlur()
        afterPointerRelease(() => setLeft(true))
      },
    },
    setInput: field.onChange,
  }
}
