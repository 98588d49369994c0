import { describe, expect, it } from 'vitest'
import { initialsOf } from './access'

describe('initialsOf', () => {
  it.each([
    ['John Paul', 'Smith', 'J. S.'],
    ['  amelia  ', ' fernando', 'A. F.'],
    ['', 'Perera', 'P.'],
    ['Nimal', '   ', 'N.'],
    ['', '', ''],
    ['\tölga\n', 'ßeta', 'Ö. SS.'],
    ['Иван Петрович', 'Сидоров', 'И. С.'],
    ['王 小明', '李', '王. 李.'],
    ['𝒜lice', '𠀋Yamada', '𝒜. 𠀋.'],
    ['محمد', 'علي', 'م. ع.'],
  ])('%j %j → %j', (givenNames, surname, initials) => {
    expect(initialsOf(givenNames, surname)).toBe(initials)
  })
})
