import { describe, expect, it } from 'vitest'
import { csvCell, csvLine } from './csv'

describe('CSV cells', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+44 7700 900123', "'+44 7700 900123"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTAB', "'\tTAB"],
    ['\rCR', `"'\rCR"`],
  ])('escape %j, which a spreadsheet would read as a formula', (value, expected) => {
    expect(csvCell(value)).toBe(expected)
  })

  it('quote commas, quotes and line breaks, and leave plain text alone', () => {
    expect(csvCell('FERNANDO, AMELIA')).toBe('"FERNANDO, AMELIA"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
    expect(csvCell('UNITED KINGDOM')).toBe('UNITED KINGDOM')
    expect(csvLine(['a', 1, true])).toBe('a,1,true\r\n')
  })
})
