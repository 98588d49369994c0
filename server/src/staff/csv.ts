// CSV for spreadsheets (RFC 4180), safe to open: a cell that starts like a formula is read by
// Excel, LibreOffice and Google Sheets as one, so it gets a leading apostrophe (OWASP, "CSV
// Injection").
const FORMULA_START = /^[=+\-@\t\r]/
const NEEDS_QUOTES = /[",\r\n]/

export function csvCell(value: string | number | boolean): string {
  let text = String(value)
  if (FORMULA_START.test(text)) text = `'${text}`
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

export function csvLine(cells: (string | number | boolean)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`
}
