// Refuses passwords that guessing tools try first. The length rule (12+) alone lets through
// "password1234" and "qwertyuiop12"; a bundled list of the passwords and words that lead every
// published leak, matched loosely (case, spaces, look-alike digits, digits and symbols around the
// word, repeats), stops those without sending anything to a third-party service.
import { readFileSync } from 'node:fs'

let list: Set<string> | undefined

function commonWords(): Set<string> {
  list ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#')),
  )
  return list
}

const LOOK_ALIKES: Record<string, string> = {
  '@': 'a',
  '4': 'a',
  '3': 'e',
  '1': 'i',
  '!': 'i',
  '0': 'o',
  $: 's',
  '5': 's',
  '7': 't',
}
const KEYBOARD_RUNS = [
  'abcdefghijklmnopqrstuvwxyz',
  '01234567890',
  'qwertyuiopasdfghjklzxcvbnm',
  '1qaz2wsx3edc4rfv5tgb6yhn7ujm8ik9ol0p',
  'qazwsxedcrfvtgbyhnujmikolp',
]

/** The shortest unit that, repeated, makes `text` ("abcabcabc" → "abc"). */
function repeatedUnit(text: string): string {
  for (let size = 1; size <= text.length / 2; size += 1) {
    if (text.length % size === 0 && text.slice(0, size).repeat(text.length / size) === text) {
      return text.slice(0, size)
    }
  }
  return text
}

function isRun(text: string): boolean {
  return KEYBOARD_RUNS.some((run) => {
    const both = run + [...run].reverse().join('')
    return both.includes(text)
  })
}

/** What is left of a password once the usual decorations are taken off. */
function cores(password: string): string[] {
  const compact = password
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s._-]+/g, '')
  const stripped = compact.replace(/^[\d\W]+/, '').replace(/[\d\W]+$/, '')
  const unleeted = [...compact].map((char) => LOOK_ALIKES[char] ?? char).join('')
  const unleetedStripped = [...compact.replace(/[\d\W]+$/, '')]
    .map((char) => LOOK_ALIKES[char] ?? char)
    .join('')
  return [compact, stripped, unleeted, unleetedStripped].flatMap((core) => [core, repeatedUnit(core)])
}

/**
 * True for a password a guessing tool would try early: one of the common passwords or words, or
 * one with digits or symbols around it, look-alike digits, repeats; a keyboard or alphabet run;
 * fewer than five different characters; or the account's own e-mail address or its name part.
 */
export function isCommonPassword(password: string, email = ''): boolean {
  const words = commonWords()
  const squeeze = (text: string) => text.toLowerCase().replace(/[\s._-]+/g, '')
  const local = squeeze(email.split('@')[0] ?? '')
  const whole = squeeze(email)
  const compact = password.normalize('NFKC').toLowerCase().replace(/\s+/g, '')
  if (new Set(compact).size < 5) return true
  for (const core of cores(password)) {
    if (core.length < 4) return true
    if (words.has(core) || isRun(core)) return true
    if (local.length >= 3 && (core === local || core === whole)) return true
  }
  return false
}
