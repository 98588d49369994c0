import { describe, expect, it } from 'vitest'
import { upperCaseElement, upperCaseKeepingSelection } from './upper-case'

describe('upperCaseKeepingSelection', () => {
  it('upper-cases the text and keeps the caret where it was', () => {
    expect(upperCaseKeepingSelection('smith', 3, 3)).toEqual({
      value: 'SMITH',
      selectionStart: 3,
      selectionEnd: 3,
    })
  })

  it('keeps the caret behind the same letters when upper case is longer', () => {
    // "straße" becomes "STRASSE": a caret after "ß" (offset 6) moves to 7.
    expect(upperCaseKeepingSelection('straße', 6, 6)).toEqual({
      value: 'STRASSE',
      selectionStart: 7,
      selectionEnd: 7,
    })
  })

  it('keeps a selection range', () => {
    expect(upperCaseKeepingSelection('ab cd', 1, 4)).toMatchObject({ selectionStart: 1, selectionEnd: 4 })
  })

  it('leaves a missing selection missing', () => {
    expect(upperCaseKeepingSelection('x', null, null)).toEqual({
      value: 'X',
      selectionStart: null,
      selectionEnd: null,
    })
  })
})

describe('upperCaseElement', () => {
  it('changes the element and restores the caret in the middle of the text', () => {
    const input = document.createElement('input')
    document.body.append(input)
    input.value = 'abCd'
    input.focus()
    input.setSelectionRange(2, 2)
    expect(upperCaseElement(input)).toBe(true)
    expect(input.value).toBe('ABCD')
    expect(input.selectionStart).toBe(2)
    expect(input.selectionEnd).toBe(2)
    input.remove()
  })

  it('reports no change for text already in upper case', () => {
    const input = document.createElement('input')
    input.value = 'ABC 123'
    expect(upperCaseElement(input)).toBe(false)
  })
})
