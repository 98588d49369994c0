// The interface's catalogues (messages/{language}.json): every language has every message of the
// English catalogue, with the same parameters and a text, and the compiled modules the client
// imports (client/src/paraglide) are those of these catalogues.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '../shared/languages'
import { catalogueHash, compiledHash, GROUPS } from './i18n-client.mjs'

type Message = string | { declarations?: string[]; selectors?: string[]; match: Record<string, string> }[]

const root = join(import.meta.dirname, '..')

function catalogue(language: string): Record<string, Message> {
  const { $schema: _schema, ...messages } = JSON.parse(
    readFileSync(join(root, 'messages', `${language}.json`), 'utf8'),
  ) as Record<string, Message>
  return messages
}

/** Every text of a message: the message itself, or each variant of a plural one. */
function texts(message: Message): string[] {
  return typeof message === 'string' ? [message] : message.flatMap((part) => Object.values(part.match))
}

/** The parameters a message takes: its {placeholders} and a plural message's declared inputs. */
function parameters(message: Message): string[] {
  const placeholders = texts(message).flatMap((text) =>
    [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]),
  )
  const inputs =
    typeof message === 'string'
      ? []
      : message.flatMap((part) =>
          (part.declarations ?? []).filter((d) => d.startsWith('input ')).map((d) => d.slice(6)),
        )
  return [...new Set([...placeholders, ...inputs])].sort() as string[]
}

const english = catalogue('en')

describe('the message catalogues', () => {
  it('English has messages, each under a key that names its screen group', () => {
    const prefixes = new Set(Object.values(GROUPS).flat())
    expect(Object.keys(english).length).toBeGreaterThan(500)
    for (const key of Object.keys(english)) expect(prefixes, key).toContain(key.split('_')[0])
  })

  for (const language of LANGUAGES.filter((language) => language !== 'en')) {
    it(`${language} has every English message, with the same parameters and a text of its own`, () => {
      const translated = catalogue(language)
      expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort())
      for (const [key, message] of Object.entries(english)) {
        const translation = translated[key]!
        expect(parameters(translation), `${language} ${key}`).toEqual(parameters(message))
        for (const text of texts(translation)) expect(text.trim(), `${language} ${key}`).not.toBe('')
      }
    })
  }

  it('the client imports the compiled form of these catalogues (npm run i18n:client)', () => {
    expect(compiledHash()).toBe(catalogueHash())
  })
})
