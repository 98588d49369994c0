import * as v from 'valibot'
import { email, optionalLanguage, requiredText } from './fields'
import { MAX_LONG_TEXT_LENGTH } from './limits'

// Spec §2 labels every contact field as required; the original never checked. We do, on both sides.
export const ContactMessageSchema = v.object({
  Given_Name: requiredText({ label: 'Name', required: 'Name is required.' }),
  Email: email({ label: 'Email', required: 'Email is required.' }),
  contact_no: requiredText({ label: 'Contact Number', required: 'Contact Number is required.', max: 40 }),
  Nationality: requiredText({ label: 'Nationality', required: 'Nationality is required.', upperCase: true }),
  remarks: requiredText({ label: 'Remarks', required: 'Remarks is required.', max: MAX_LONG_TEXT_LENGTH }),
  /** The page's language: the note to the sender is written in it; the agency's copy stays English. */
  language: optionalLanguage(),
})

export type ContactMessageInput = v.InferInput<typeof ContactMessageSchema>
export type ContactMessage = v.InferOutput<typeof ContactMessageSchema>
