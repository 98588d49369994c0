// The random bytes every create draws (its number, 10 bytes, and its access key, 32) come from a
// block of the CSPRNG refilled 4 KiB at a time, as Node's own randomUUID keeps its bytes: one
// randomFillSync per hundred or so creates instead of a call (and its job object) per draw.
// Every byte is handed out once and wiped from the block as it leaves.
import { randomBytes, randomFillSync } from 'node:crypto'

const BLOCK_SIZE = 4096
const block = Buffer.alloc(BLOCK_SIZE)
let used = BLOCK_SIZE

/** `size` bytes from the CSPRNG, never handed out before; a copy the caller may keep. */
export function pooledRandomBytes(size: number): Buffer {
  if (size > BLOCK_SIZE / 4) return randomBytes(size)
  if (used + size > BLOCK_SIZE) {
    randomFillSync(block)
    used = 0
  }
  const bytes = Buffer.allocUnsafe(size)
  block.copy(bytes, 0, used, used + size)
  block.fill(0, used, used + size)
  used += size
  return bytes
}
