// The traveller mails' catalogue (messages/{language}.json): every language has every message with
// the same parameters, the compiled messages (paraglide/) say what the catalogue says, and every
// mail renders in every language with no sentence left in English.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { AGENCY } from '../../../shared/agency'
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../../shared/languages'
import { type MailPayload, subjectOf } from './mail-kinds'
import { previewOf, renderMail } from './mail-templates'
import { m } from './paraglide/messages.js'

const HERE = import.meta.dirname
const PUBLIC_URL = 'https://evisa.example.test'
const SKU = 'ABCDEFGHJKMNPQRS'

function catalogue(language: string): Record<string, string> {
  return JSON.parse(readFileSync(join(HERE, 'messages', `${language}.json`), 'utf8'))
}

function parameters(text: string): string[] {
  return [...text.matchAll(/\{([A-Za-z][A-Za-z0-9_]*)\}/g)].map((found) => found[1] ?? '').sort()
}

const english = catalogue(DEFAULT_LANGUAGE)

/** One mail of each kind a traveller gets, in `lang`. */
function travellerMails(lang: Language): MailPayload[] {
  const name = 'Amelia Rose Fernando'
  return [
    { kind: 'received', lang, skuId: SKU, name, amount: '85.00', currency: 'USD' },
    {
      kind: 'receipt',
      lang,
      skuId: SKU,
      name,
      amount: '85.00',
      currency: 'USD',
      captureId: 'CAPTURE-1',
      paidAt: '2026-11-27T10:20:00.000Z',
    },
    {
      kind: 'group-receipt',
      lang,
      skuId: SKU,
      name,
      amount: '170.00',
      currency: 'USD',
      captureId: 'CAPTURE-2',
      paidAt: '2026-11-27T10:20:00.000Z',
      travellers: [
        { skuId: SKU, name, amount: '85.00' },
        { skuId: 'BCDEFGHJKMNPQRST', name: 'Leo Fernando', amount: '85.00' },
      ],
    },
    { kind: 'correction', lang, skuId: SKU, name, reason: '' },
    { kind: 'correction', lang, skuId: SKU, name, reason: 'Photo unreadable' },
    { kind: 'approved', lang, skuId: SKU, name },
    { kind: 'evisa-replaced', lang, skuId: SKU, name },
    { kind: 'rejected', lang, skuId: SKU, name, reason: '' },
    { kind: 'rejected', lang, skuId: SKU, name, reason: 'Dates outside the period' },
    { kind: 'contact-ack', lang },
    { kind: 'reuse-link', lang, path: '/Apply?reuse=TOKEN', expiresAt: '2026-11-27T11:20:00.000Z' },
  ]
}

describe('the mail catalogue', () => {
  it('is compiled for exactly the languages of the site, English first', () => {
    const settings = JSON.parse(readFileSync(join(HERE, 'project.inlang', 'settings.json'), 'utf8'))
    expect(settings.baseLocale).toBe(DEFAULT_LANGUAGE)
    expect(settings.locales).toEqual([...LANGUAGES])
  })

  it.each(LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE))(
    'has every message in %s, with the same parameters and nothing left empty',
    (language) => {
      const messages = catalogue(language)
      expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort())
      for (const [key, text] of Object.entries(english)) {
        expect(parameters(messages[key] ?? ''), `${language}: ${key}`).toEqual(parameters(text))
        expect(messages[key]?.trim(), `${language}: ${key}`).not.toBe('')
      }
    },
  )

  it('is what the compiled messages say, in every language (npm run i18n:mail after a change)', () => {
    const compiled = m as unknown as Record<
      string,
      (inputs: Record<string, string>, options: { locale: Language }) => string
    >
    expect(Object.keys(compiled).sort()).toEqual(Object.keys(english).sort())
    for (const language of LANGUAGES) {
      for (const [key, text] of Object.entries(catalogue(language))) {
        const inputs = Object.fromEntries(parameters(text).map((name) => [name, `<${name}>`]))
        const expected = text.replace(/\{([A-Za-z][A-Za-z0-9_]*)\}/g, '<$1>')
        expect(compiled[key]?.(inputs, { locale: language }), `${language}: ${key}`).toBe(expected)
      }
    }
  })
})

describe('every traveller mail in every language', () => {
  /** The catalogue's English sentences: none may be left in a mail in another language. */
  const englishWords = Object.values(english)
    .flatMap((text) => text.split(/\{[A-Za-z][A-Za-z0-9_]*\}/))
    .map((part) => part.trim())
    .filter((part) => part.length >= 8)

  it.each(LANGUAGES)(
    'is written in %s: lang (and dir) on the page, subject and preview line',
    async (lang) => {
      for (const payload of travellerMails(lang)) {
        const { html, text } = await renderMail(payload, PUBLIC_URL)
        const dir = lang === 'ar' ? 'rtl' : 'ltr'
        expect(html, payload.kind).toMatch(new RegExp(`<html[^>]* lang="${lang}"`))
        expect(html, payload.kind).toMatch(new RegExp(`<html[^>]* dir="${dir}"`))
        if (lang === DEFAULT_LANGUAGE) continue
        const english = { ...payload, lang: DEFAULT_LANGUAGE } as MailPayload
        expect(subjectOf(payload), payload.kind).not.toBe(subjectOf(english))
        expect(previewOf(payload), payload.kind).not.toBe(previewOf(english))
        for (const words of englishWords) expect(text, `${lang} ${payload.kind}`).not.toContain(words)
      }
    },
  )

  it('keeps the application number, the name and the agency as they are, and links to the page in that language', async () => {
    for (const lang of LANGUAGES) {
      const [received] = travellerMails(lang)
      const { text } = await renderMail(received as MailPayload, PUBLIC_URL)
      expect(text).toContain(SKU)
      expect(text).toContain('Amelia Rose Fernando')
      const path = lang === DEFAULT_LANGUAGE ? `/Preview/${SKU}` : `/${lang}/Preview/${SKU}`
      expect(text).toContain(`${PUBLIC_URL}${path}`)
    }
  })

  it('keeps the Latin runs of a right-to-left mail in their order: the phone, the capture id, the amount', async () => {
    const { html } = await renderMail(travellerMails('ar')[1] as MailPayload, PUBLIC_URL)
    expect(html).toContain(`<span dir="ltr">${AGENCY.supportPhone}</span>`)
    expect(html).toContain('<strong dir="auto">CAPTURE-1</strong>')
    expect(html).toContain('<strong dir="auto">85.00 USD</strong>')
  })

  it('writes dates and amounts as the language does', async () => {
    const receipt = (lang: Language) => travellerMails(lang)[1] as MailPayload
    expect((await renderMail(receipt('en'), PUBLIC_URL)).text).toContain('85.00 USD')
    expect((await renderMail(receipt('en'), PUBLIC_URL)).text).toContain('27 November 2026')
    const german = (await renderMail(receipt('de'), PUBLIC_URL)).text
    expect(german).toContain('85,00 USD')
    expect(german).toContain('27. November 2026')
    expect((await renderMail(receipt('ru'), PUBLIC_URL)).text).toContain('27 ноября 2026')
    expect((await renderMail(receipt('zh'), PUBLIC_URL)).text).toContain('2026年11月27日')
    const link = travellerMails('fr')[10] as MailPayload
    expect((await renderMail(link, PUBLIC_URL)).text).toContain('27 novembre 2026 à 11:20 UTC')
  })

  it('leaves the agency’s copy of a contact message in English', async () => {
    const payload: MailPayload = {
      kind: 'contact-agency',
      name: 'Nimal',
      email: 'nimal@example.com',
      contactNumber: '+94 77 123 4567',
      nationality: 'SRI LANKA',
      remarks: 'Hello',
    }
    const { html, text } = await renderMail(payload, PUBLIC_URL)
    expect(html).toMatch(/<html[^>]* lang="en"/)
    expect(text).toContain('Reply to this e-mail to answer the sender.')
  })
})
