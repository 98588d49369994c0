import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '../../../shared/languages'
import { templateMailRenderer } from './mail-fill'
import type { MailPayload } from './mail-kinds'
import { renderMail } from './mail-templates'

const PUBLIC_URL = 'https://evisa.example.test'
const SKU = 'ABCDEFGHJKMNPQRS'

/** Every kind, each of its fields holding `value` (dates hold `date`). */
function everyKind(value: string, date = '2026-11-27T10:20:00.000Z'): MailPayload[] {
  return [
    { kind: 'received', skuId: SKU, name: value, amount: value, currency: value },
    {
      kind: 'receipt',
      skuId: value,
      name: value,
      amount: '50.00',
      currency: 'USD',
      captureId: value,
      paidAt: date,
    },
    { kind: 'correction', skuId: SKU, name: value, reason: value },
    { kind: 'approved', skuId: value, name: value },
    { kind: 'evisa-replaced', skuId: value, name: value },
    { kind: 'rejected', skuId: SKU, name: value, reason: value },
    {
      kind: 'contact-agency',
      name: value,
      email: value,
      contactNumber: value,
      nationality: value,
      remarks: value,
    },
    { kind: 'contact-ack' },
    { kind: 'reuse-link', path: `/Apply/again/${value}`, expiresAt: date },
  ]
}

/** The same payload with one field emptied, for each of its fields (optional parts left out). */
function eachFieldEmpty(payload: MailPayload): MailPayload[] {
  return Object.keys(payload)
    .filter((field) => field !== 'kind')
    .map((field) => ({ ...payload, [field]: '' }) as MailPayload)
}

const AWKWARD = [
  `Ms Siobhán O'Brien-Smith <b>&amp; "Tom" & Jerry's></b>`,
  'Ms 佐藤 花子',
  'Mr Кирилл Иванов',
  'Ms فاطمة الزهراء',
  'Ms සුනිලා පෙරේරා',
  'Amelia 🙂 👨‍👩‍👧 🇱🇰',
  `Amelia ${'Rose-'.repeat(400)}Fernando`,
  // 15 characters of "A message from " + 134: the preview's cut at 150 falls inside an emoji.
  `${'x'.repeat(134)}🙂🙂🙂`,
  'Ms\u00a0Amelia\u2003Rose\u00ad',
  '&lt;script&gt;alert(1)&lt;/script&gt; <!-- --> {{name}} $& $1 $$',
  '\ue000afield\ue001 \ue000',
  'https://evil.example/?a=1&b="2"#x',
  'A',
]

describe('a mail filled into its template', () => {
  const renderer = templateMailRenderer()

  async function expectSameAsFullRender(payload: MailPayload) {
    const filled = await renderer.filled(payload, PUBLIC_URL)
    expect(filled, `${payload.kind} was not filled`).toBeDefined()
    expect(filled).toEqual(await renderMail(payload, PUBLIC_URL))
  }

  it('is the full render, word for word, for every kind and awkward values: markup, quotes, scripts, emoji, long', async () => {
    for (const value of AWKWARD) {
      for (const payload of everyKind(value)) await expectSameAsFullRender(payload)
    }
  }, 120_000)

  it('is the full render in every language of the site, right to left included', async () => {
    for (const lang of LANGUAGES) {
      for (const value of [AWKWARD[0], AWKWARD[3], AWKWARD[6]] as string[]) {
        for (const payload of everyKind(value))
          await expectSameAsFullRender({ ...payload, lang } as MailPayload)
      }
      for (const payload of everyKind('Amelia')) {
        for (const emptied of eachFieldEmpty({ ...payload, lang } as MailPayload))
          await expectSameAsFullRender(emptied)
      }
    }
  }, 240_000)

  it('is the full render with any field empty (a missing reason reads as the default sentence)', async () => {
    for (const payload of everyKind(`Ms O'Brien <Rose> & "Amelia"`)) {
      for (const emptied of eachFieldEmpty(payload)) await expectSameAsFullRender(emptied)
    }
    const noReason = await renderer.filled(
      { kind: 'rejected', skuId: SKU, name: 'Amelia', reason: '' },
      PUBLIC_URL,
    )
    expect(noReason?.text).toContain('No reason was given.')
  }, 120_000)

  it('writes dates out as the full render does, and keeps a value that is no date as it is', async () => {
    for (const date of ['2026-02-03T23:59:00Z', 'not a date <b>']) {
      for (const payload of everyKind('Amelia', date)) await expectSameAsFullRender(payload)
    }
    const receipt = await renderer.filled(
      everyKind('Amelia', '2026-02-03T23:59:00Z')[1] as MailPayload,
      PUBLIC_URL,
    )
    expect(receipt?.text).toContain('Date: 3 February 2026')
  }, 60_000)

  it('puts each mail’s own values in, escaped in the HTML and as typed in the text', async () => {
    const mail = await renderer.filled(
      {
        kind: 'received',
        skuId: SKU,
        name: `Ms O'Brien <Amelia> & "Rose"`,
        amount: '50.00',
        currency: 'USD',
      },
      PUBLIC_URL,
    )
    expect(mail?.html).toContain('Dear Ms O&#x27;Brien &lt;Amelia&gt; &amp; &quot;Rose&quot;,')
    expect(mail?.html).toContain(`href="${PUBLIC_URL}/Preview/${SKU}"`)
    expect(mail?.text).toContain(`Dear Ms O'Brien <Amelia> & "Rose",`)
    expect(mail?.text).toContain(`Check and pay ${PUBLIC_URL}/Preview/${SKU}`)
  })

  it('renders in full what the plain text would fold (line breaks, tabs, runs of spaces), still readable', async () => {
    for (const remarks of [
      'Line one\nLine two',
      'Tab\there',
      'two  spaces',
      ' leading',
      'trailing ',
      'nul\u0000',
      'half \ud83d pair',
    ]) {
      const payload: MailPayload = { kind: 'correction', skuId: SKU, name: 'Amelia', reason: remarks }
      expect(await renderer.filled(payload, PUBLIC_URL)).toBeUndefined()
      expect(await renderer.render(payload, PUBLIC_URL)).toEqual(await renderMail(payload, PUBLIC_URL))
    }
    const multiLine = await renderer.render(
      { kind: 'correction', skuId: SKU, name: 'Amelia', reason: 'Line one\nLine two' },
      PUBLIC_URL,
    )
    expect(multiLine.text).toContain('Line one Line two')
  }, 60_000)
})
