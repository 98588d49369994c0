// The one contact message the tests send: complete, valid against ContactMessageSchema and already
// in the form the server keeps (nationality upper-cased). Tests change what they are about with
// overrides and leave the rest.
import type { ContactMessage } from './contact'

export function contactMessage(overrides: Partial<ContactMessage> = {}): ContactMessage {
  return {
    Given_Name: 'Amelia Fernando',
    Email: 'amelia@example.com',
    contact_no: '+44 7700 900123',
    Nationality: 'UNITED KINGDOM',
    remarks: 'Can I apply for my parents too?',
    ...overrides,
  }
}
