// The application form of docs/site.md §2 "Apply" for a new application and for editing one. It knows
// nothing of the API: the page passes onSubmit, and the offline drafts hook into initialInput,
// onInputChange and onPassportFileChosen (docs/rules.md §5).
import {
  type DeepPartial,
  Field,
  getDeepErrorEntries,
  getInput,
  setErrors,
  setInput,
  useForm,
  validate,
} from '@formisch/react'
import {
  type FormEvent,
  memo,
  type ReactNode,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import {
  type Application,
  type ApplicationInput,
  createApplicationSchema,
} from '../../../../shared/application'
import { withCurrentCountryNames } from '../../../../shared/countries'
import { todayInBrowser } from '../../../../shared/dates'
import { VISA_REQUIRED_DAYS } from '../../../../shared/options'
import { useHydrated, useServedNodesTakenOver } from '../../components/after-hydration'
import { ApiError } from '../../lib/api'
import { m, useLanguage, withParts } from '../../lib/i18n'
import { ErrorSummary, inPageOrder } from './error-summary'
import { buildSummaryItems, type SummaryItem } from './error-summary-items'
import { fieldId, formPathOf } from './field-paths'
import { FormContext } from './form-context'
import { PassportCopyField } from './passport-copy-field'
import type { DeviceCopy } from './passport-copy-input'
import { typedIntoServedForm } from './prerendered-form'
import {
  ChildrenSection,
  ContactSection,
  DeclarationSection,
  PersonalSection,
  TravelSection,
} from './sections'
import './application-form.css'

// The English of two messages the form's tests look for (messages/en.json has the same texts).
export const CONFIRM_TEXT = 'I would like to confirm the above information is correct.'
export const SUBMIT_NOT_READY = 'Submit works once the page has finished loading.'
export const UPLOAD_PENDING_MESSAGE = {
  get text() {
    return m.apply_upload_pending()
  },
}

export interface ApplicationFormProps {
  mode: 'new' | 'edit'
  initialInput?: DeepPartial<ApplicationInput>
  /** Called with the whole input after every change (the drafts debounce it). */
  onInputChange?: (input: ApplicationInput) => void
  /**
   * Called with each acceptable passport copy file (made smaller when it was a large photo) before
   * it is uploaded. A page that passes it keeps the file on the device (the promise settles once
   * stored) and clears the uploaded name; an upload without a connection then waits for one.
   */
  onPassportFileChosen?: (file: File) => void | Promise<void>
  /** The passport copy the device kept for this form, not yet uploaded. */
  passportDeviceCopy?: DeviceCopy | null
  /** Shown beside the submit button: the drafts' "Saved on this device". */
  actionsStatus?: ReactNode
  /**
   * Sends the checked application. A rejection with an ApiError carrying field errors puts them
   * on their fields; the page tells the traveller about any other failure itself.
   */
  onSubmit: (application: Application) => Promise<void>
  /**
   * Set to a submit that another control of the page starts (the edit page's "Pay now", which
   * submits pending changes first): it checks the form as Submit does, shows what is wrong, and
   * resolves to whether `send` ran and succeeded. The confirmation box is not asked for: the
   * traveller confirms by choosing to submit the changes with the payment.
   */
  submitRef?: RefObject<((send: (application: Application) => Promise<void>) => Promise<boolean>) | null>
}

const DEFAULTS: DeepPartial<ApplicationInput> = {
  // The only option there is (docs/site.md §3); a select with one choice should not make anyone choose.
  visa_required_days: VISA_REQUIRED_DAYS[0],
  children: [],
}

export function ApplicationForm({
  mode,
  initialInput,
  onInputChange,
  onPassportFileChosen,
  passportDeviceCopy,
  actionsStatus,
  onSubmit,
  submitRef,
}: ApplicationFormProps) {
  const schema = useMemo(() => createApplicationSchema(() => todayInBrowser()), [])
  const language = useLanguage()
  const form = useForm({
    schema,
    // A draft kept on this device before countries were renamed still shows them chosen.
    initialInput: { ...DEFAULTS, ...withCurrentCountryNames(initialInput ?? {}) },
    validate: 'blur',
    revalidate: 'input',
  })
  const [submitAttempted, setSubmitAttempted] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  const [confirmed, setConfirmed] = useState(false)
  // False while React hydrates the form the page was served with (/Apply, ADR 013), and in the
  // prerender: the controls that need the app (Submit, Add Child) say they are not ready yet.
  const ready = useHydrated()
  const formElement = useRef<HTMLFormElement>(null)
  const confirmBox = useRef<HTMLInputElement>(null)
  // Hydrated over the served form: its nodes hold what the traveller typed and ticked before the
  // app ran, which React keeps but its state does not know. In the hydration's commit, before the
  // browser takes another keystroke, that goes into the form's state (the fields re-render with
  // it, upper-cased where the form upper-cases) and is reported like any change.
  useServedNodesTakenOver(ready, () => {
    if (!formElement.current) return
    const typed = typedIntoServedForm(formElement.current)
    for (const [key, input] of Object.entries(typed ?? {})) setInput(form, { path: [key], input } as never)
    if (typed) onInputChange?.(getInput(form) as ApplicationInput)
    if (confirmBox.current?.checked) setConfirmed(true)
  })
  const [summary, setSummary] = useState<SummaryItem[]>([])
  const [summaryFocusKey, setSummaryFocusKey] = useState(0)
  const uploading = useRef(false)
  const context = useMemo(() => ({ form, submitAttempted }), [form, submitAttempted])

  const showSummary = (items: SummaryItem[]) => {
    setSummary(inPageOrder(items))
    setSummaryFocusKey((key) => key + 1)
  }

  const showServerErrors = (error: ApiError) => {
    const children = getInput(form, { path: ['children'] }) ?? []
    const unplaced: SummaryItem[] = []
    for (const { field, message } of error.fieldErrors) {
      const path = formPathOf(field, children.length)
      if (path) setErrors(form, { path, errors: [message] } as never)
      else unplaced.push({ key: `server-${field}`, targetId: null, text: message })
    }
    showSummary([...buildSummaryItems(getDeepErrorEntries(form)), ...unplaced])
  }

  /** Checks the form and hands the checked application to `send`; true when it was sent. */
  async function checkAndSend(send: (application: Application) => Promise<void>): Promise<boolean> {
    if (submitting) return false
    setSubmitAttempted(true)
    if (uploading.current) {
      showSummary([
        { key: 'upload', targetId: fieldId(['passport_bio_page']), text: UPLOAD_PENDING_MESSAGE.text },
      ])
      return false
    }
    // Formisch's own submit handler focuses the first wrong field; the summary takes focus instead.
    const result = await validate(form)
    if (!result.success) {
      showSummary(buildSummaryItems(getDeepErrorEntries(form)))
      return false
    }
    setSummary([])
    setSubmitting(true)
    try {
      await send(result.output)
      return true
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.length > 0) showServerErrors(error)
      return false
    } finally {
      setSubmitting(false)
    }
  }

  // The newest closure after every render: it reads this render's `submitting`.
  useLayoutEffect(() => {
    if (submitRef) submitRef.current = checkAndSend
  })

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!confirmed || submitting) return
    await checkAndSend(onSubmit)
  }

  return (
    <FormContext.Provider value={context}>
      <form ref={formElement} className="application-form" noValidate onSubmit={handleSubmit}>
        <p className="banner-warning" role="note">
          {m.apply_banner_passport()}
        </p>
        <ErrorSummary items={summary} focusKey={summaryFocusKey} />
        <p className="field-hint">
          {withParts((parts) => m.apply_required_note(parts), { mark: <span className="required">*</span> })}
        </p>
        <Sections language={language} />
        <PassportCopyField
          onFileChosen={onPassportFileChosen}
          deviceCopy={passportDeviceCopy}
          onUploadingChange={(value) => {
            uploading.current = value
          }}
        />
        <section className="form-section card confirm-section" aria-label={m.apply_confirmation()}>
          <p className="notice notice-warning">{m.apply_consider()}</p>
          <label className="choice confirm-choice">
            <input
              ref={confirmBox}
              type="checkbox"
              name="confirm"
              checked={confirmed}
              onChange={(event) => setConfirmed(event.currentTarget.checked)}
            />
            {m.apply_confirm()}
          </label>
          <div className="form-actions">
            <button
              type="submit"
              className="button button-primary"
              disabled={!confirmed || submitting}
              aria-describedby={
                [!confirmed && 'confirm-needed', !ready && 'submit-not-ready'].filter(Boolean).join(' ') ||
                undefined
              }
            >
              {mode === 'new' ? m.lookup_submit() : m.apply_update_next()}
            </button>
            {!confirmed && (
              <p className="field-hint confirm-needed" id="confirm-needed">
                {m.apply_tick_to_enable()}
              </p>
            )}
            {/* Shown (application-form.css) once the box is ticked in the served page, before the
                app runs: the tick is kept, and Submit is enabled as soon as the app runs. */}
            {!ready && (
              <p className="field-hint submit-not-ready" id="submit-not-ready">
                {m.apply_submit_not_ready()}
              </p>
            )}
            {submitting && (
              <p className="field-hint" role="status">
                {m.apply_sending()}
              </p>
            )}
            {actionsStatus}
          </div>
        </section>
        {onInputChange && (
          <Field of={form} path={['visaType']}>
            {() => <InputReporter input={getInput(form) as ApplicationInput} onInputChange={onInputChange} />}
          </Field>
        )}
      </form>
    </FormContext.Provider>
  )
}

/**
 * The form's sections, which take what they show from the form (its context and their fields'
 * own subscriptions), never from the form component's state: they render again only for what
 * they show, not each time the form does (its first render after hydration, a tick of the
 * confirmation, the draft bound to it). Rendering every section again was most of the long
 * tasks after /Apply's hydration (docs/performance.md).
 */
const Sections = memo(function Sections(_: {
  /** The sections' words are the language's: a switch of language renders them again. */
  language: string
}) {
  return (
    <>
      <PersonalSection />
      <ChildrenSection />
      <TravelSection />
      <ContactSection />
      <DeclarationSection />
    </>
  )
})

/**
 * Formisch has no "watch everything" API (docs/libraries.md): reading getInput(form) inside a Field's
 * render function subscribes that Field to every input, so only this reporter re-renders.
 */
function InputReporter({
  input,
  onInputChange,
}: {
  input: ApplicationInput
  onInputChange: (input: ApplicationInput) => void
}) {
  const last = useRef<string | null>(null)
  useEffect(() => {
    const json = JSON.stringify(input)
    if (last.current !== null && last.current !== json) onInputChange(input)
    last.current = json
  }, [input, onInputChange])
  return null
}
