// The controls of the application form: a visible label for each, hint and error tied with
// aria-describedby, aria-invalid while an error shows (docs/rules.md §3).
import type { ChangeEvent, CompositionEvent, ReactNode } from 'react'
import { MAX_TEXT_LENGTH } from '../../../../shared/limits'
import { useHydrated } from '../../components/after-hydration'
import { countryNameOfValue, sortByCountryName } from '../../lib/country-value-names'
import { REQUIRED_FIELDS } from '../../lib/field-labels'
import { currentLanguage, m } from '../../lib/i18n'
import { optionLabel } from '../../lib/option-labels'
import { serverMessage } from '../../lib/server-messages'
import { type ControlPath, type FormField, useFormField } from './form-context'
import { upperCaseElement } from './upper-case'

interface CommonProps {
  path: ControlPath
  label: string
  hint?: ReactNode
  /** Defaults to what the shared schema requires. */
  required?: boolean
  className?: string
}

function isRequired(path: ControlPath, required: boolean | undefined) {
  return required ?? REQUIRED_FIELDS.has(String(path[path.length - 1]))
}

function describedBy(field: FormField, hint: ReactNode) {
  const ids = [hint ? `${field.id}-hint` : null, field.error ? field.errorId : null].filter(Boolean)
  return ids.length ? ids.join(' ') : undefined
}

/** The asterisk after a required control's label; screen readers hear "required" from the control. */
function RequiredMark() {
  return (
    <span className="required" aria-hidden="true">
      {'\u00a0*'}
    </span>
  )
}

export function Label({ htmlFor, label, required }: { htmlFor: string; label: string; required: boolean }) {
  return (
    <label htmlFor={htmlFor}>
      {label}
      {required && <RequiredMark />}
    </label>
  )
}

/** A control's error, named by the control's aria-describedby; "Error:" is read before it. */
export function FieldError({ id, error, alert }: { id: string; error: ReactNode; alert?: boolean }) {
  return (
    <p className="field-error" id={id} role={alert ? 'alert' : undefined}>
      <span className="visually-hidden">{m.apply_error_prefix()} </span>
      {error}
    </p>
  )
}

/** A schema message in the language shown, naming the field by the label the form shows. */
export function fieldErrorText(error: string, label: string): string {
  return serverMessage(error, label)
}

function HintAndError({ field, hint, label }: { field: FormField; hint: ReactNode; label: string }) {
  return (
    <>
      {hint && (
        <p className="field-hint" id={`${field.id}-hint`}>
          {hint}
        </p>
      )}
      {field.error && <FieldError id={field.errorId} error={fieldErrorText(field.error, label)} />}
    </>
  )
}

interface TextFieldProps extends CommonProps {
  type?: 'text' | 'email' | 'tel'
  multiline?: boolean
  /** docs/site.md §2: most text turns to upper case as typed. */
  upperCase?: boolean
  maxLength?: number
  autoComplete?: string
  /** Shown under the field's error: the e-mail's "Did you mean …?". */
  after?: (field: FormField) => ReactNode
}

export function TextField({
  path,
  label,
  hint,
  required,
  className,
  type = 'text',
  multiline = false,
  upperCase = false,
  maxLength = MAX_TEXT_LENGTH,
  autoComplete,
  after,
}: TextFieldProps) {
  const field = useFormField(path)
  const needed = isRequired(path, required)
  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    // Changing the text in the middle of an IME composition would break it; compositionend
    // catches up.
    if (upperCase && !(event.nativeEvent as InputEvent).isComposing) upperCaseElement(event.currentTarget)
    field.props.onChange(event)
  }
  const onCompositionEnd = (event: CompositionEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (upperCaseElement(event.currentTarget)) field.setInput(event.currentTarget.value)
  }
  const shared = {
    id: field.id,
    name: field.props.name,
    value: typeof field.input === 'string' ? field.input : '',
    maxLength,
    autoComplete: autoComplete ?? 'off',
    required: needed,
    'aria-invalid': field.error ? true : undefined,
    'aria-describedby': describedBy(field, hint),
    onFocus: field.props.onFocus,
    onBlur: field.props.onBlur,
    onChange,
    onCompositionEnd: upperCase ? onCompositionEnd : undefined,
    autoCapitalize: upperCase ? 'characters' : undefined,
    spellCheck: false,
  }
  return (
    <div className={`field ${className ?? ''}`}>
      <Label htmlFor={field.id} label={label} required={needed} />
      {multiline ? (
        <textarea {...shared} ref={field.props.ref} rows={3} />
      ) : (
        <input {...shared} ref={field.props.ref} type={type} />
      )}
      <HintAndError field={field} hint={hint} label={label} />
      {after?.(field)}
    </div>
  )
}

export interface SelectOption {
  value: string
  label: string
}

interface SelectFieldProps extends CommonProps {
  options: readonly (string | SelectOption)[]
  /** The text of the empty choice; null for none. */
  placeholder?: string | null
  /** Runs after the form has the new value (the visa type resets what depends on it). */
  onValueChange?: (value: string) => void
  autoComplete?: string
}

export function SelectField({
  path,
  label,
  hint,
  required,
  className,
  options,
  placeholder = m.apply_select(),
  onValueChange,
  autoComplete,
}: SelectFieldProps) {
  const field = useFormField(path)
  const needed = isRequired(path, required)
  const value = typeof field.input === 'string' ? field.input : ''
  return (
    <div className={`field ${className ?? ''}`}>
      <Label htmlFor={field.id} label={label} required={needed} />
      <select
        id={field.id}
        name={field.props.name}
        ref={field.props.ref}
        value={value}
        autoComplete={autoComplete ?? 'off'}
        required={needed}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={describedBy(field, hint)}
        onFocus={field.props.onFocus}
        onBlur={field.props.onBlur}
        onChange={(event) => {
          field.props.onChange(event)
          onValueChange?.(event.currentTarget.value)
        }}
        // The options are markup, not one React element each: the four country lists are 950 of
        // /Apply's 1,280 elements, and as elements React walked every one of them when it hydrated
        // the served form and again each time a select rendered. As markup they are one string the
        // browser parses (the prerender writes the same string, so hydration adopts it unread),
        // and React still chooses the selected one from `value` after every render.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: built here from the form's own option lists, every value and label escaped.
        dangerouslySetInnerHTML={optionsMarkupOf(options, placeholder)}
      />
      <HintAndError field={field} hint={hint} label={label} />
    </div>
  )
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)
}

/**
 * What the traveller reads for a stored choice: the form's choices and the countries in the
 * language shown ("GERMANY" reads "Deutschland"); the value sent stays the stored one.
 */
function choiceLabel(value: string): string {
  const label = optionLabel(value)
  return label === value ? countryNameOfValue(value) : label
}

// One markup object per list, language and empty choice, shared by every select showing it (the
// same country list serves three selects): the same object on every render, so React never sets
// it again until the language changes.
const optionsMarkupCache = new WeakMap<readonly (string | SelectOption)[], Map<string, { __html: string }>>()

function optionsMarkupOf(
  options: readonly (string | SelectOption)[],
  placeholder: string | null,
): { __html: string } {
  const language = currentLanguage()
  let byKey = optionsMarkupCache.get(options)
  if (!byKey) {
    byKey = new Map()
    optionsMarkupCache.set(options, byKey)
  }
  const key = `${language} ${placeholder ?? ''}`
  let markup = byKey.get(key)
  if (!markup) {
    const labelled = options.map((option) =>
      typeof option === 'string' ? { value: option, label: choiceLabel(option) } : option,
    )
    // A long list is a list of countries, and reads in the alphabetical order of its language
    // (English: the list's own order).
    if (labelled.length > 20) sortByCountryName(labelled)
    const parts = placeholder === null ? [] : [`<option value="">${escapeHtml(placeholder)}</option>`]
    for (const { value, label } of labelled)
      parts.push(`<option value="${escapeHtml(value)}">${escapeHtml(label)}</option>`)
    markup = { __html: parts.join('') }
    byKey.set(key, markup)
  }
  return markup
}

interface DateFieldProps extends CommonProps {
  /**
   * The date picker's bounds: today's date, where a rule is about today. Set once the app runs,
   * and left out of the served /Apply: its HTML is written by the build, days or weeks before the
   * visit (the service worker keeps it longer still), and hydration leaves an attribute as it
   * found it. The old day would keep a passport issued since then out of the picker.
   */
  min?: string
  max?: string
  autoComplete?: string
}

/** Native date inputs give ISO dates (YYYY-MM-DD), the form of the shared schema. */
export function DateField({
  path,
  label,
  hint,
  required,
  className,
  min,
  max,
  autoComplete,
}: DateFieldProps) {
  const field = useFormField(path)
  const needed = isRequired(path, required)
  const hydrated = useHydrated()
  return (
    <div className={`field ${className ?? ''}`}>
      <Label htmlFor={field.id} label={label} required={needed} />
      <input
        type="date"
        id={field.id}
        name={field.props.name}
        ref={field.props.ref}
        value={typeof field.input === 'string' ? field.input : ''}
        min={hydrated ? min : undefined}
        max={hydrated ? max : undefined}
        autoComplete={autoComplete ?? 'off'}
        required={needed}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={describedBy(field, hint)}
        onFocus={field.props.onFocus}
        onBlur={field.props.onBlur}
        onChange={field.props.onChange}
      />
      <HintAndError field={field} hint={hint} label={label} />
    </div>
  )
}

interface YesNoFieldProps {
  path: ControlPath
  /** The question, as the fieldset's legend. */
  question: string
  /** A plain radio name: happy-dom throws on Formisch's JSON path names (docs/libraries.md). */
  name: string
}

/** A required yes/no answer as a fieldset whose legend asks the question (docs/rules.md §3). */
export function YesNoField({ path, question, name }: YesNoFieldProps) {
  const field = useFormField(path)
  const needed = isRequired(path, undefined)
  const choose = (value: boolean) => () => field.setInput(value)
  const radio = (value: boolean) => ({
    type: 'radio' as const,
    name,
    value: value ? 'yes' : 'no',
    checked: field.input === value,
    onChange: choose(value),
    onFocus: field.props.onFocus,
    onBlur: field.props.onBlur,
    'aria-invalid': field.error ? true : undefined,
    'aria-describedby': field.error ? field.errorId : undefined,
  })
  return (
    <fieldset className="yes-no">
      <legend>
        {question}
        {needed && (
          <>
            <RequiredMark />
            {/* Radios cannot carry aria-required; the legend says it instead. */}
            <span className="visually-hidden"> {m.apply_required_suffix()}</span>
          </>
        )}
      </legend>
      {field.error && <FieldError id={field.errorId} error={fieldErrorText(field.error, question)} />}
      <div className="yes-no-options">
        <label className="choice">
          <input {...radio(true)} id={field.id} ref={field.props.ref} />
          {m.apply_yes()}
        </label>
        <label className="choice">
          <input {...radio(false)} id={`${field.id}-no`} />
          {m.apply_no()}
        </label>
      </div>
    </fieldset>
  )
}
