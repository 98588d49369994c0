import { APPLICATION_NUMBER_LENGTH, CROCKFORD_ALPHABET } from '../../../shared/application-number'
import { pooledRandomBytes } from '../lib/random-pool'

const BITS_PER_SYMBOL = 5 // 32 symbols: every 5-bit group maps to exactly one, so there is no bias

/** A new random application number (sku_id): 16 Crockford base32 symbols from the CSPRNG. */
export function generateApplicationNumber(): string {
  const bytes = pooledRandomBytes(Math.ceil((APPLICATION_NUMBER_LENGTH * BITS_PER_SYMBOL) / 8))
  let bits = 0
  let bitCount = 0
  let number = ''
  for (const byte of bytes) {
    bits = (bits << 8) | byte
    bitCount += 8
    while (bitCount >= BITS_PER_SYMBOL && number.length < APPLICATION_NUMBER_LENGTH) {
      bitCount -= BITS_PER_SYMBOL
      number += CROCKFORD_ALPHABET[(bits >> bitCount) & 0b11111]
    }
    bits &= (1 << bitCount) - 1
  }
  return number
}
