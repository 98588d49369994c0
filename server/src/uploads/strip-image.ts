// JPEG and PNG passport copies are decoded and encoded again before they are kept: what a phone
// camera writes beside the picture (EXIF, GPS position, device, XMP, comments) and anything
// appended after it do not survive. sharp (libvips, its binary shipped inside its npm packages)
// drops all metadata unless asked to keep it; rotate() first applies the EXIF orientation.
import { createHash, randomBytes } from 'node:crypto'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import type { ReceivedFile, UploadType } from '../files/upload-storage'

// No decoded passport stays in sharp's memory cache between requests.
sharp.cache(false)

/** Decoding stops beyond this many pixels (a 10 MiB file can claim far more). */
const MAX_INPUT_PIXELS = 60_000_000

export class UnreadableImageError extends Error {
  override name = 'UnreadableImageError'
}

/** Re-encodes `file` into a new temporary file in `tmpDir`, without metadata. */
export async function stripImage(
  file: ReceivedFile,
  type: UploadType,
  tmpDir: string,
): Promise<ReceivedFile> {
  let output: Buffer
  try {
    const image = sharp(file.path, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS }).rotate()
    output =
      type.extension === 'png'
        ? await image.png({ compressionLevel: 9 }).toBuffer()
        : await image.jpeg({ quality: 90 }).toBuffer()
  } catch (error) {
    throw new UnreadableImageError('The image could not be decoded.', { cause: error })
  }
  const path = join(tmpDir, randomBytes(12).toString('hex'))
  await writeFile(path, output, { mode: 0o600, flush: true })
  return {
    path,
    byteSize: output.length,
    sha256: createHash('sha256').update(output).digest('hex'),
    head: output.subarray(0, 8),
  }
}
