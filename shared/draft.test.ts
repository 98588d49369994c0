import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { DraftDataSchema, utf8ByteLength } from './draft'
import { MAX_DRAFT_DATA_BYTES } from './limits'

describe('draft size', () => {
  it.each([
    ['plain ASCII', 'Perera'],
    ['accented Latin', 'Müller-Lüdenscheidt'],
    ['Sinhala', 'ශ්‍රී ලංකා'],
    ['an emoji outside the basic plane', 'passport 🛂'],
    ['a lone surrogate', 'a\uD800b'],
  ])('counts %s as many bytes as UTF-8 takes', (_, text) => {
    expect(utf8ByteLength(text)).toBe(Buffer.byteLength(text, 'utf8'))
  })

  it('refuses draft data whose JSON is larger than the limit in UTF-8 bytes, not characters', () => {
    // Three bytes a character: under the limit in characters, over it in bytes.
    const text = 'ශ'.repeat(Math.ceil(MAX_DRAFT_DATA_BYTES / 3))
    const result = v.safeParse(DraftDataSchema, { surname: text })
    expect(result.success).toBe(false)
    expect(result.issues?.[0]?.message).toBe('Draft data is too large.')
    expect(v.safeParse(DraftDataSchema, { surname: 'ශ'.repeat(1000) }).success).toBe(true)
  })
})
