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
import type { ReactNode } from 'react'
import { AGENCY } from '../../../shared/agency'
import type { MailPayload } from './mail-kinds'

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

function Layout({ preview, title, children }: { preview: string; title: string; children: ReactNode }) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={page}>
        <Container style={card}>
          <Text style={{ ...small, fontWeight: 'bold', textTransform: 'uppercase' }}>{AGENCY.name}</Text>
          <Heading as="h1" style={{ fontSize: '22px', lineHeight: '28px', color: '#1f2933' }}>
            {title}
          </Heading>
          {children}
          <Hr />
          <Text style={small}>
            {AGENCY.name}, a private agency that helps travellers apply for a Sri Lanka eVisa. Questions:{' '}
            <Link href={`mailto:${AGENCY.supportEmail}`}>{AGENCY.supportEmail}</Link> or {AGENCY.supportPhone}
            .
          </Text>
        </Container>
      </Body>
    </Html>
  )
}

function P({ children }: { children: ReactNode }) {
  return <Text style={text}>{children}</Text>
}

function ApplicationNumber({ skuId }: { skuId: string }) {
  return (
    <Section>
      <Text style={{ ...small, marginBottom: 0 }}>Application number</Text>
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

function Facts({ rows }: { rows: [string, string][] }) {
  return (
    <Section>
      {rows.map(([label, value]) => (
        <Text key={label} style={{ ...text, margin: '4px 0' }}>
          {label}: <strong>{value}</strong>
        </Text>
      ))}
    </Section>
  )
}

/**
 * A mail's body from its shown payload (`shown`): every field is text put in as it is, so a mail's
 * HTML and text can also be filled into a render of the same template (mail-fill.ts).
 */
function MailBody({ payload, url }: { payload: MailPayload; url: (path: string) => string }) {
  switch (payload.kind) {
    case 'received':
      return (
        <Layout preview={previewOf(payload)} title="We received your application">
          <P>Dear {payload.name},</P>
          <P>Thank you. Your Sri Lanka eVisa application is saved. Keep its number:</P>
          <ApplicationNumber skuId={payload.skuId} />
          <P>
            How to pay: the fee is {payload.amount} {payload.currency}, paid online with PayPal or a card.
            Open your application, check it, and choose Pay. Pay at least 4 days before you travel. We check
            your application once it is paid and send the eVisa to this address.
          </P>
          <Action href={url(`/Preview/${payload.skuId}`)}>Check and pay</Action>
          <P>
            On a device you did not apply from, the page asks your passport number and date of birth first.
          </P>
        </Layout>
      )
    case 'receipt':
      return (
        <Layout preview={previewOf(payload)} title="Payment receipt">
          <P>Dear {payload.name},</P>
          <P>We received your payment. The receipt is attached as a PDF.</P>
          <Facts
            rows={[
              ['Application number', payload.skuId],
              ['Amount', `${payload.amount} ${payload.currency}`],
              ['PayPal capture id', payload.captureId],
              ['Date', payload.paidAt],
            ]}
          />
          <P>
            We now check your application. We e-mail you again if it needs a correction from you, and when it
            is approved (with the eVisa attached) or rejected.
          </P>
        </Layout>
      )
    case 'group-receipt':
      return (
        <Layout preview={previewOf(payload)} title="Payment receipt">
          <P>Dear {payload.name},</P>
          <P>
            We received your payment for {String(payload.travellers.length)} travellers. The receipt is
            attached as a PDF.
          </P>
          <Facts
            rows={[
              ...payload.travellers.map((traveller): [string, string] => [
                traveller.name,
                `application ${traveller.skuId}, ${traveller.amount} ${payload.currency}`,
              ]),
              ['Total', `${payload.amount} ${payload.currency}`],
              ['PayPal capture id', payload.captureId],
              ['Date', payload.paidAt],
            ]}
          />
          <P>
            We now check each application. Each traveller hears from us at the address on their application if
            it needs a correction, and when it is approved (with the eVisa attached) or rejected.
          </P>
        </Layout>
      )
    case 'correction':
      return (
        <Layout preview={previewOf(payload)} title="A correction is needed">
          <P>Dear {payload.name},</P>
          <P>We checked your application and something needs to be corrected before we can go on:</P>
          <P>
            <strong>{payload.reason || 'Please check your application.'}</strong>
          </P>
          <ApplicationNumber skuId={payload.skuId} />
          <Action href={url(`/Apply/${payload.skuId}`)}>Correct your application</Action>
        </Layout>
      )
    case 'approved':
      return (
        <Layout preview={previewOf(payload)} title="Your eVisa is approved">
          <P>Dear {payload.name},</P>
          <P>
            Good news: your Sri Lanka eVisa is approved. It is attached to this e-mail as a PDF. Print it or
            keep it on your phone, and show it with your passport when you arrive.
          </P>
          <ApplicationNumber skuId={payload.skuId} />
          <P>If you lose it, our Lost eVisa page sends it again to this address.</P>
        </Layout>
      )
    case 'evisa-replaced':
      return (
        <Layout preview={previewOf(payload)} title="Your corrected eVisa">
          <P>Dear {payload.name},</P>
          <P>
            The eVisa we sent you earlier had a mistake. The corrected eVisa is attached to this e-mail as a
            PDF: use this one, and delete or throw away the earlier one.
          </P>
          <ApplicationNumber skuId={payload.skuId} />
          <P>If you lose it, our Lost eVisa page sends it again to this address.</P>
        </Layout>
      )
    case 'rejected':
      return (
        <Layout preview={previewOf(payload)} title="Your application was not approved">
          <P>Dear {payload.name},</P>
          <P>We are sorry: your eVisa application was not approved.</P>
          <P>
            Reason: <strong>{payload.reason || 'No reason was given.'}</strong>
          </P>
          <ApplicationNumber skuId={payload.skuId} />
          <P>
            Reply to this e-mail or contact us if you have questions; our refund policy is on the website.
          </P>
        </Layout>
      )
    case 'contact-agency':
      return (
        <Layout preview={previewOf(payload)} title="Contact form message">
          <Facts
            rows={[
              ['Name', payload.name],
              ['Email', payload.email],
              ['Contact number', payload.contactNumber],
              ['Nationality', payload.nationality],
            ]}
          />
          <P>{payload.remarks}</P>
          <P>Reply to this e-mail to answer the sender.</P>
        </Layout>
      )
    case 'contact-ack':
      return (
        <Layout preview={previewOf(payload)} title="We received your message">
          <P>
            Thank you for contacting us. We received a message sent with this e-mail address through the
            contact form on our website, and we will answer it from our own address soon.
          </P>
          <P>If you did not write to us, you can ignore this e-mail.</P>
        </Layout>
      )
    case 'reuse-link':
      return (
        <Layout preview={previewOf(payload)} title="Apply again with your details">
          <P>
            Someone (we hope you) asked to start a new application with the details of an earlier one. This
            link opens a new application filled with your personal, passport and contact details. It works
            once, until {payload.expiresAt}.
          </P>
          <Action href={url(payload.path)}>Start a new application</Action>
          <P>If you did not ask for this, ignore this e-mail: nothing has been shared.</P>
        </Layout>
      )
  }
}

function formatDate(iso: string, withTime = false): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  const format = new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'long',
    ...(withTime ? { timeStyle: 'short' } : {}),
    timeZone: 'UTC',
  })
  return withTime ? `${format.format(date)} UTC` : format.format(date)
}

/** The line mail apps show after the subject (React Email's `Preview`). */
export function previewOf(payload: MailPayload): string {
  switch (payload.kind) {
    case 'received':
      return `Application ${payload.skuId} received`
    case 'receipt':
      return `Receipt for application ${payload.skuId}`
    case 'group-receipt':
      return `Receipt for ${payload.travellers.length} travellers`
    case 'correction':
      return `Application ${payload.skuId} needs a correction`
    case 'approved':
      return `Your eVisa for application ${payload.skuId}`
    case 'evisa-replaced':
      return `Your corrected eVisa for application ${payload.skuId}`
    case 'rejected':
      return `Application ${payload.skuId} was not approved`
    case 'contact-agency':
      return `A message from ${payload.name}`
    case 'contact-ack':
      return 'We received your message'
    case 'reuse-link':
      return 'Apply again with your details'
  }
}

/** The payload as its mail shows it: the dates written out; every other field as it is. */
export function shown(payload: MailPayload): MailPayload {
  switch (payload.kind) {
    case 'receipt':
    case 'group-receipt':
      return { ...payload, paidAt: formatDate(payload.paidAt) }
    case 'reuse-link':
      return { ...payload, expiresAt: formatDate(payload.expiresAt, true) }
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
