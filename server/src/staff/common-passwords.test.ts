import { describe, expect, it } from 'vitest'
import { isCommonPassword } from './common-passwords'

describe('isCommonPassword', () => {
  it.each([
    'password1234',
    'Password123!',
    'qwertyuiop12',
    'P@ssw0rd2026!',
    'iloveyou1234',
    '123456789012',
    'aaaaaaaaaaaa',
    'abcabcabcabc',
    'abcdefghijkl',
    'correct horse battery staple',
    'letmeinletmein',
    'Welcome12345',
    'srilanka2026!',
    'asdfghjkl;123',
  ])('refuses %s', (password) => {
    expect(isCommonPassword(password)).toBe(true)
  })

  it('refuses the account e-mail address or its name part', () => {
    expect(isCommonPassword('nimal.perera2026', 'nimal.perera@agency.example')).toBe(true)
    expect(isCommonPassword('nimal.perera@agency.example', 'nimal.perera@agency.example')).toBe(true)
  })

  it.each(['violet tractor murmurs over cobalt', 'Xk9#mQ2$vL7!pR', 'twelve chars', 'river otter 47 lantern'])(
    'accepts %s',
    (password) => {
      expect(isCommonPassword(password, 'nimal.perera@agency.example')).toBe(false)
    },
  )
})
