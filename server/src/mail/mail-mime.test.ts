// The product's mails written directly (mail-mime.ts) must read, in a mail program, exactly as
// nodemailer's own composition of the same message: headers in any language, names with quotes,
// the words, the attachments.
import { simpleParser } from 'mailparser'
import nodemailer from 'nodemailer'
import type Mail from 'nodemailer/lib/mailer'
import { describe, expect, it } from 'vitest'
import { composeMime } from './mail-mime'

const composer = nodemailer.createTransport({ streamTransport: true, buffer: true })

function message(overrides: Partial<Mail.Options> = {}): Mail.Options {
  return {
    from: 'Sri Lanka eVisa Assist <noreply@evisa.example.test>',
    to: 'amelia@example.test',
    subject: 'Application LK2026ABCDEF01 received',
    messageId: '<1234.received@evisa.example.test>',
    date: new Date('2026-11-27T23:29:00Z'),
    html: `<html><body><p>Dear Ms Amelia O'Fernando,</p>${'<p>Line &amp; more — ü</p>'.repeat(60)}</body></html>`,
    text: 'Dear Ms Amelia O\'Fernando,\n\nYour application "LK2026ABCDEF01" was received.\n— ü',
    ...overrides,
  }
}

async function readBoth(options: Mail.Options) {
  const raw = composeMime(options)
  if (!raw) throw new Error('not composed directly')
  const theirs = (await composer.sendMail(options)).message as Buffer
  return { raw, ours: await simpleParser(raw), theirs: await simpleParser(theirs) }
}

type Parsed = Awaited<ReturnType<typeof simpleParser>>
type Addresses = Parsed['to']

function essentials(parsed: Parsed) {
  const address = (value: Addresses) =>
    (Array.isArray(value) ? value : value ? [value] : []).flatMap((entry) =>
      entry.value.map((box) => ({ name: box.name, address: box.address })),
    )
  return {
    from: address(parsed.from),
    to: address(parsed.to),
    replyTo: address(parsed.replyTo),
    subject: parsed.subject,
    messageId: parsed.messageId,
    date: parsed.date?.toISOString(),
    text: parsed.text,
    html: parsed.html,
    attachments: parsed.attachments.map(({ filename, contentType, content }) => ({
      filename,
      contentType,
      content: content.toString('base64'),
    })),
  }
}

describe('composeMime', () => {
  it('reads as nodemailer’s composition of the same message', async () => {
    const { ours, theirs } = await readBoth(message())
    expect(essentials(ours)).toEqual(essentials(theirs))
  })

  it('carries subjects and names in any language, and names with quotes', async () => {
    for (const subject of [
      'Заявка LK2026ABCDEF01 получена: мы проверим её и напишем вам, как только посольство ответит',
      '您的申请 LK2026ABCDEF01 已收到，我们会尽快处理并通过电子邮件通知您结果',
      'تم استلام طلبك LK2026ABCDEF01 وسنراسلك عند صدور القرار من السفارة',
      `An English subject long enough to be folded over more than one line of the header, ${'x'.repeat(40)}`,
    ]) {
      const options = message({
        subject,
        from: 'Агентство «Ланка» <noreply@evisa.example.test>',
        replyTo: '"Amelia \\"Amy\\" O\'Fernando" <amelia@example.test>',
      })
      const { raw, ours, theirs } = await readBoth(options)
      expect(essentials(ours)).toEqual(essentials(theirs))
      expect(ours.subject).toBe(subject)
      // Every line within the 78 characters a header should keep to.
      expect(
        raw
          .toString('latin1')
          .split('\r\n')
          .filter((line) => line.length > 78),
      ).toEqual([])
    }
  })

  it('attaches PDFs beside the words', async () => {
    const pdf = Buffer.from(`%PDF-1.4\n${'0123456789'.repeat(300)}\n%%EOF`)
    const { ours, theirs } = await readBoth(
      message({
        attachments: [
          { filename: 'receipt-LK2026ABCDEF01.pdf', content: pdf, contentType: 'application/pdf' },
        ],
      }),
    )
    expect(essentials(ours)).toEqual(essentials(theirs))
    expect(ours.attachments[0]?.content.equals(pdf)).toBe(true)
  })

  it('writes the same bytes for every attempt of one mail', () => {
    expect(composeMime(message())?.equals(composeMime(message()) ?? Buffer.alloc(0))).toBe(true)
  })

  it('leaves to nodemailer an address or file name it does not write plainly', () => {
    expect(composeMime(message({ to: 'amélie@exämple.test' }))).toBeNull()
    expect(composeMime(message({ to: 'a@example.test, b@example.test' }))).toBeNull()
    const file = { filename: 'reçu.pdf', content: Buffer.from('%PDF'), contentType: 'application/pdf' }
    expect(composeMime(message({ attachments: [file] }))).toBeNull()
  })
})
