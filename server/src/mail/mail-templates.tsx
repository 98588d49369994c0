// The mails' words and layout, in React Email, rendered on the server only: HTML for mail apps and
// plain text from the same tree. One column, 16px text and full-width buttons read well on a phone.
import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components'
import { render, toPlainText } from '@react-email/render'
import { Fragment, type ReactNode } from 'react'
import { AGENCY } from '../../../shared/agency'
import type { Language } from '../../../shared/languages'
import type { MailPayload } from './mail-kinds'
import { formatMailAmount, formatMailDate, localizedPath, mailLanguage, textDirection } from './mail-language'
import { m } from './paraglide/messages.js'

const page = {
  backgroundColor: '#f4f5f7',
  fontFamily: 'Arial, Helvetica, sans-serif',
  margin: 0,
  padding: '16px 0',
}
const card = { backgroundColor: '#ffffff', maxWidth: '600px', padding: '24px 20px', borderRadius: '6px' }
const text = { fontSize: '16px', lineHeight: '24px', color: '#1f2933' }
const small = { fontSize: '13px', lineHeight: '20px', color: '#52606d' }
const number = { fontSize: '20px', fontWeight: 'bold', letterSpacing: '1px', color: '#1f2933' }
const button = {
  backgroundColor: '#8d153a',
  color: '#ffffff',
  fontSize: '16px',
  padding: '12px 20px',
  borderRadius: '4px',
  display: 'block',
  textAlign: 'center' as const,
}

/**
 * A message whose parameters include elements (a link, a bold value): the message is called with a
 * slot in their place, so the translation decides where each goes, and the slots are then
 * replaced by the elements. The slots are private-use characters apart from mail-fill's markers.
 */
const SLOT = /\ue002([A-Za-z]+)\ue003/
function withElements<Name extends string>(
  message: (slots: Record<Name, string>) => string,
  elements: Record<Name, ReactNode>,
) {
  const slots = Object.fromEntries(Object.keys(elements).map((name) => [name, `\ue002${name}\ue003`]))
  const parts = message(slots as Record<Name, string>).split(SLOT)
  // split() with a group alternates text and slot names: text, name, text, ...
  return parts.map((part, index) =>
    index % 2 === 0 || !(part in elements) ? part : <Fragment key={part}>{elements[part as Name]}</Fragment>,
  )
}

function Layout({
  locale,
  preview,
  title,
  children,
}: {
  locale: Language
  preview: string
  title: string
  children: ReactNode
}) {
  const dir = textDirection(locale)
  return (
    <Html lang={locale} dir={dir}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={page}>
        {/* Again on the card: some mail apps drop the attributes of <html>. */}
        <Container style={card} dir={dir}>
          <Text style={{ ...small, fontWeight: 'bold', textTransform: 'uppercase' }}>{AGENCY.name}</Text>
          <Heading as="h1" style={{ fontSize: '22px', lineHeight: '28px', color: '#1f2933' }}>
            {title}
          </Heading>
          {children}
          <Hr />
          <Text style={small}>
            {withElements(
              (slots) =>
                m.footer({ agency: AGENCY.name, email: slots.email, phone: slots.phone }, { locale }),
              {
                email: <Link href={`mailto:${AGENCY.supportEmail}`}>{AGENCY.supportEmail}</Link>,
                // Left to right in any text: "+94 11 234 5678" must not be reordered in Arabic.
                phone: <span dir="ltr">{AGENCY.supportPhone}</span>,
              },
            )}
          </Text>
        </Container>
      </Body>
    </Html>
  )
}

function P({ children }: { children: ReactNode }) {
  return <Text style={text}>{children}</Text>
}

function Greeting({ locale, name }: { locale: Language; name: string }) {
  return <P>{m.greeting({ name }, { locale })}</P>
}

function ApplicationNumber({ locale, skuId }: { locale: Language; skuId: string }) {
  return (
    <Section>
      <Text style={{ ...small, marginBottom: 0 }}>{m.application_number({}, { locale })}</Text>
      <Text style={{ ...number, marginTop: '4px' }}>{skuId}</Text>
    </Section>
  )
}

function Action({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: '8px 0 16px' }}>
      <Button href={href} style={button}>
        {children}
      </Button>
    </Section>
  )
}

function Facts({ locale, rows }: { locale: Language; rows: [string, string][] }) {
  return (
    <Section>
      {rows.map(([label, value]) => (
        <Text key={label} style={{ ...text, margin: '4px 0' }}>
          {withElements((slots) => m.fact({ label, value: slots.value }, { locale }), {
            // Isolated, with the direction of its own text: a Latin capture id after an Arabic label
            // ending in "PayPal" would otherwise be read into the label.
            value: <strong dir="auto">{value}</strong>,
          })}
        </Text>
      ))}
    </Section>
  )
}

/** The agency's copy of a contact message: the back-office's language, English. */
function ContactAgencyBody({ payload }: { payload: Extract<MailPayload, { kind: 'contact-agency' }> }) {
  return (
    <Layout locale="en" preview={previewOf(payload)} title="Contact form message">
      <Section>
        {(
          [
            ['Name', payload.name],
            ['Email', payload.email],
            ['Contact number', payload.contactNumber],
            ['Nationality', payload.nationality],
          ] as const
        ).map(([label, value]) => (
          <Text key={label} style={{ ...text, margin: '4px 0' }}>
            {label}: <strong>{value}</strong>
          </Text>
        ))}
      </Section>
      <P>{payload.remarks}</P>
      <P>Reply to this e-mail to answer the sender.</P>
    </Layout>
  )
}

/**
 * A mail's body from its shown payload (`shown`): every field is text put in as it is, so a mail's
 * HTML and text can also be filled into a render of the same template (mail-fill.ts). A traveller's
 * mail is in its language (`lang`); links go to the site's pages in that language.
 */
function MailBody({ payload, url }: { payload: MailPayload; url: (path: string) => string }) {
  const locale = mailLanguage(payload)
  const link = (path: string) => url(localizedPath(locale, path))
  const layout = { locale, preview: previewOf(payload) }
  switch (payload.kind) {
    case 'received':
      return (
        <Layout {...layout} title={m.received_title({}, { locale })}>
          <Greeting locale={locale} name={payload.name} />
          <P>{m.received_saved({}, { locale })}</P>
          <ApplicationNumber locale={locale} skuId={payload.skuId} />
          <P>
            {m.received_how_to_pay(
              { fee: m.money({ amount: payload.amount, currency: payload.currency }, { locale }) },
              { locale },
            )}
          </P>
          <Action href={link(`/Preview/${payload.skuId}`)}>{m.received_button({}, { locale })}</Action>
          <P>{m.received_other_device({}, { locale })}</P>
        </Layout>
      )
    case 'receipt':
      return (
        <Layout {...layout} title={m.receipt_title({}, { locale })}>
          <Greeting locale={locale} name={payload.name} />
          <P>{m.receipt_received({}, { locale })}</P>
          <Facts
            locale={locale}
            rows={[
              [m.application_number({}, { locale }), payload.skuId],
              [
                m.receipt_amount({}, { locale }),
                m.money({ amount: payload.amount, currency: payload.currency }, { locale }),
              ],
              [m.receipt_capture_id({}, { locale }), payload.captureId],
              [m.receipt_date({}, { locale }), payload.paidAt],
            ]}
          />
          <P>{m.receipt_next({}, { locale })}</P>
        </Layout>
      )
    case 'group-receipt':
      return (
        <Layout {...layout} title={m.receipt_title({}, { locale })}>
          <Greeting locale={locale} name={payload.name} />
          <P>{m.group_receipt_received({ count: String(payload.travellers.length) }, { locale })}</P>
          <Facts
            locale={locale}
            rows={[
              ...payload.travellers.map((traveller): [string, string] => [
                traveller.name,
                m.group_receipt_traveller(
                  {
                    number: traveller.skuId,
                    fee: m.money({ amount: traveller.amount, currency: payload.currency }, { locale }),
                  },
                  { locale },
                ),
              ]),
              [
                m.group_receipt_total({}, { locale }),
                m.money({ amount: payload.amount, currency: payload.currency }, { locale }),
              ],
              [m.receipt_capture_id({}, { locale }), payload.captureId],
              [m.receipt_date({}, { locale }), payload.paidAt],
            ]}
          />
          <P>{m.group_receipt_next({}, { locale })}</P>
        </Layout>
      )
    case 'correction':
      return (
        <Layout {...layout} title={m.correction_title({}, { locale })}>
          <Greeting locale={locale} name={payload.name} />
          <P>{m.correction_intro({}, { locale })}</P>
          <P>
            <strong dir="auto">{payload.reason || m.correction_no_reason({}, { locale })}</strong>
          </P>
          <ApplicationNumber locale={locale} skuId={payload.skuId} />
          <Action href={link(`/Apply/${payload.skuId}`)}>{m.correction_button({}, { locale })}</Action>
        </Layout>
      )
    case 'approved':
      return (
        <Layout {...layout} title={m.approved_title({}, { locale })}>
          <Greeting locale={locale} name={payload.name} />
          <P>{m.approved_body({}, { locale })}</P>
          <ApplicationNumber locale={locale} skuId={payload.skuId} />
          <P>{m.lost_evisa_hint({}, { locale })}</P>
        </Layout>
      )
    case 'evisa-replaced':
      return (
        <Layout {...layout} title={m.replaced_title({}, { locale })}>
          <Greeting locale={locale} name={payload.name} />
          <P>{m.replaced_body({}, { locale })}</P>
          <ApplicationNumber locale={locale} skuId={payload.skuId} />
          <P>{m.lost_evisa_hint({}, { locale })}</P>
        </Layout>
      )
    case 'rejected':
      return (
        <Layout {...layout} title={m.rejected_title({}, { locale })}>
          <Greeting locale={locale} name={payload.name} />
          <P>{m.rejected_sorry({}, { locale })}</P>
          <P>
            {withElements((slots) => m.rejected_reason({ reason: slots.reason }, { locale }), {
              reason: <strong dir="auto">{payload.reason || m.rejected_no_reason({}, { locale })}</strong>,
            })}
          </P>
          <ApplicationNumber locale={locale} skuId={payload.skuId} />
          <P>{m.rejected_questions({}, { locale })}</P>
        </Layout>
      )
    case 'contact-agency':
      return <ContactAgencyBody payload={payload} />
    case 'contact-ack':
      return (
        <Layout {...layout} title={m.contact_ack_title({}, { locale })}>
          <P>{m.contact_ack_body({}, { locale })}</P>
          <P>{m.contact_ack_ignore({}, { locale })}</P>
        </Layout>
      )
    case 'reuse-link':
      return (
        <Layout {...layout} title={m.reuse_title({}, { locale })}>
          <P>{m.reuse_body({ expiresAt: payload.expiresAt }, { locale })}</P>
          <Action href={link(payload.path)}>{m.reuse_button({}, { locale })}</Action>
          <P>{m.reuse_ignore({}, { locale })}</P>
        </Layout>
      )
  }
}

/** The line mail apps show after the subject (React Email's `Preview`), in the mail's language. */
export function previewOf(payload: MailPayload): string {
  const locale = mailLanguage(payload)
  switch (payload.kind) {
    case 'received':
      return m.received_preview({ number: payload.skuId }, { locale })
    case 'receipt':
      return m.receipt_preview({ number: payload.skuId }, { locale })
    case 'group-receipt':
      return m.group_receipt_preview({ count: String(payload.travellers.length) }, { locale })
    case 'correction':
      return m.correction_preview({ number: payload.skuId }, { locale })
    case 'approved':
      return m.approved_preview({ number: payload.skuId }, { locale })
    case 'evisa-replaced':
      return m.replaced_preview({ number: payload.skuId }, { locale })
    case 'rejected':
      return m.rejected_preview({ number: payload.skuId }, { locale })
    case 'contact-agency':
      return `A message from ${payload.name}`
    case 'contact-ack':
      return m.contact_ack_title({}, { locale })
    case 'reuse-link':
      return m.reuse_preview({}, { locale })
  }
}

/**
 * The payload as its mail shows it: dates and amounts written out in the mail's language; every
 * other field as it is.
 */
export function shown(payload: MailPayload): MailPayload {
  const locale = mailLanguage(payload)
  switch (payload.kind) {
    case 'received':
      return { ...payload, amount: formatMailAmount(payload.amount, locale) }
    case 'receipt':
      return {
        ...payload,
        amount: formatMailAmount(payload.amount, locale),
        paidAt: formatMailDate(payload.paidAt, locale),
      }
    case 'group-receipt':
      return {
        ...payload,
        amount: formatMailAmount(payload.amount, locale),
        paidAt: formatMailDate(payload.paidAt, locale),
        travellers: payload.travellers.map((traveller) => ({
          ...traveller,
          amount: formatMailAmount(traveller.amount, locale),
        })),
      }
    case 'reuse-link':
      return { ...payload, expiresAt: formatMailDate(payload.expiresAt, locale, true) }
    default:
      return payload
  }
}

/** The HTML and plain text of a mail whose payload is already `shown`. */
export async function renderShown(
  payload: MailPayload,
  publicUrl: string,
): Promise<{ html: string; text: string }> {
  const element = <MailBody payload={payload} url={(path) => `${publicUrl}${path}`} />
  // One React render: the text is made from its HTML, as render(element, { plainText: true }) would
  // by rendering the whole tree a second time.
  const html = await render(element)
  return { html, text: toPlainText(html) }
}

/** The HTML and plain text of a mail, rendered in full; links start with `publicUrl`. */
export function renderMail(payload: MailPayload, publicUrl: string): Promise<{ html: string; text: string }> {
  return renderShown(shown(payload), publicUrl)
}
