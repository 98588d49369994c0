// Application numbers (sku_id) are the only key to a traveller's passport data, so they are
// random and long: 16 Crockford base32 characters carry 80 bits. The generator lives on the server
// (it needs a CSPRNG); both sides share the alphabet and the normalisation of typed input.

export const CROCKFORD_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
export const APPLICATION_NUMBER_LENGTH = 16
export const APPLICATION_NUMBER_PATTERN = /^[0-9A-HJKMNP-TV-Z]{16,32}$/

/**
 * What a traveller types, read the way Crockford base32 is meant to be read: case does not
 * matter, spaces and dashes (as people group characters when they copy a number) are dropped, and
 * the letters the alphabet leaves out because they look like digits are taken as those digits:
 * O is 0, I and L are 1.
 */
export function normalizeApplicationNumber(input: string): string {
  return input
    .toUpperCase()
    .replace(/[\s\-‐‑‒–—]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1')
}

export function isWellFormedApplicationNumber(input: string): boolean {
  return APPLICATION_NUMBER_PATTERN.test(normalizeApplicationNumber(input))
}
