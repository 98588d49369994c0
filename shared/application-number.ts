// Application numbers (sku_id) are the only key to a traveller's passport data, so they are
// random and long: 16 Crockford base32 characters carry 80 bits. The generator lives on the server
// (it needs a CSPRNG); both sides share the alphabet and the normalisation of typed input.

export const CROCKFORD_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
export const APPLICATION_NUMBER_LENGTH = 16
export const APPLICATION_NUMBER_PATTERN = /^[0-9A-HJKMNP-TV-Z]{16,32}$/

/** Look-ups trim and ignore case (product.md §2). */
export function normalizeApplicationNumber(input: string): string {
  return input.trim().toUpperCase()
}

export function isWellFormedApplicationNumber(input: string): boolean {
  return APPLICATION_NUMBER_PATTERN.test(normalizeApplicationNumber(input))
}
