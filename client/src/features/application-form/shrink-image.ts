// Smaller uploads. A phone photo of the passport page is often 4000×3000 px and
// 5 to 8 MB: slow to send on hotel Wi-Fi, heavy to keep on the device until it can be sent, and
// far sharper than anyone needs to read a passport. Before a JPEG or PNG is stored or uploaded it
// is redrawn at most 2000 px on its long side and encoded as a JPEG of about 1.5 MB at most.
// PDFs go as they are, nothing is ever enlarged, and any failure sends the original.
//
// The decisions (sizes, qualities, when to stop) are pure functions, tested without a canvas; the
// browser work sits behind `ImageTools` so the loop can be tested with fakes.

/** The long side of the picture sent: a passport page stays easy to read at this size. */
export const MAX_LONG_SIDE = 2000
/** What a shrunk copy should weigh at most. */
export const TARGET_BYTES = 1.5 * 1024 * 1024
/** JPEG qualities tried in turn until the copy is small enough. */
export const QUALITIES = [0.85, 0.75, 0.65, 0.55] as const
/** After the lowest quality the picture gets smaller, but never below this long side. */
export const MIN_LONG_SIDE = 1000
/** Images beyond this are not decoded at all (a phone's memory); they go, or are refused, as they are. */
export const MAX_DECODE_BYTES = 40 * 1024 * 1024
/** Encodings tried at most for one file. */
export const MAX_ATTEMPTS = 8

const SHRINKABLE_TYPES = new Set(['image/jpeg', 'image/png'])

export interface Size {
  width: number
  height: number
}

export interface Attempt extends Size {
  quality: number
}

/** The size to draw at: at most MAX_LONG_SIDE on the long side, proportions kept, never larger. */
export function targetSize({ width, height }: Size, maxLongSide = MAX_LONG_SIDE): Size {
  const long = Math.max(width, height)
  if (long <= maxLongSide) return { width, height }
  const scale = maxLongSide / long
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) }
}

export function isShrinkableType(type: string): boolean {
  return SHRINKABLE_TYPES.has(type)
}

/**
 * What to do with a decoded image: keep a file that is already small enough in both pixels and
 * bytes (a small PNG stays a PNG), else encode it at the first attempt's size and quality.
 */
export function firstAttempt(file: { size: number }, image: Size): Attempt | null {
  const size = targetSize(image)
  const fits = size.width === image.width && size.height === image.height
  if (fits && file.size <= TARGET_BYTES) return null
  return { ...size, quality: QUALITIES[0] }
}

/**
 * The attempt after one that came out at `bytes`, or null to stop: a lower quality first, then,
 * at the lowest quality, a smaller picture (scaled by the square root of how far off it was, since
 * bytes follow the area), down to MIN_LONG_SIDE.
 */
export function nextAttempt(previous: Attempt, bytes: number): Attempt | null {
  if (bytes <= TARGET_BYTES) return null
  const index = QUALITIES.indexOf(previous.quality as (typeof QUALITIES)[number])
  if (index >= 0 && index < QUALITIES.length - 1) return { ...previous, quality: QUALITIES[index + 1]! }
  const long = Math.max(previous.width, previous.height)
  if (long <= MIN_LONG_SIDE) return null
  const scale = Math.min(0.9, Math.max(0.5, Math.sqrt(TARGET_BYTES / bytes) * 0.95))
  const nextLong = Math.max(MIN_LONG_SIDE, Math.floor(long * scale))
  return { ...targetSize(previous, nextLong), quality: previous.quality }
}

/** "6.2 MB", "850 KB": sizes as the upload limit counts them (1 MB = 1024 × 1024 bytes). */
export function formatBytes(bytes: number): string {
  const megabytes = bytes / (1024 * 1024)
  if (megabytes >= 1) return `${megabytes.toFixed(1)} MB`
  return `${Math.max(1, Math.round(bytes / 1024))} KB`
}

export function reductionText(from: number, to: number): string {
  return `Reduced from ${formatBytes(from)} to ${formatBytes(to)}`
}

/** A JPEG's name for a file that is now a JPEG: "scan.png" → "scan.jpg". */
export function jpegName(name: string): string {
  const base = name.replace(/\.[^./\\]*$/, '')
  return `${base || 'passport'}.jpg`
}

/** The browser work, apart so the loop above it can be tested with fakes. */
export interface ImageTools<Image extends Size = Size> {
  /** Decodes the file upright (EXIF orientation applied). */
  decode(file: Blob): Promise<Image>
  /** Draws the image at the attempt's size and encodes it as a JPEG of its quality. */
  encode(image: Image, attempt: Attempt): Promise<Blob>
  release?(image: Image): void
}

export interface ShrinkResult {
  /** What to store and upload: the original when shrinking was not needed or did not help. */
  file: File
  originalSize: number
  /** True when `file` is a new, smaller JPEG. */
  reduced: boolean
}

/**
 * Shrinks a JPEG or PNG photo of the passport page (see the top of this file). `type` is the
 * file's type as the form resolved it (from the name when the browser gives none).
 */
export async function shrinkPassportImage(
  file: File,
  type: string,
  tools: ImageTools<Size> = browserImageTools,
): Promise<ShrinkResult> {
  const unchanged: ShrinkResult = { file, originalSize: file.size, reduced: false }
  if (!isShrinkableType(type) || file.size === 0 || file.size > MAX_DECODE_BYTES) return unchanged
  let image: Size | undefined
  try {
    image = await tools.decode(file)
    let attempt = firstAttempt(file, image)
    let best: Blob | null = null
    for (let tries = 0; attempt && tries < MAX_ATTEMPTS; tries++) {
      const blob = await tools.encode(image, attempt)
      if (blob.type !== 'image/jpeg' || blob.size === 0) throw new Error('This browser cannot encode JPEG')
      if (!best || blob.size < best.size) best = blob
      attempt = nextAttempt(attempt, blob.size)
    }
    // Never send something larger than what was chosen.
    if (!best || best.size >= file.size) return unchanged
    return {
      file: new File([best], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified }),
      originalSize: file.size,
      reduced: true,
    }
  } catch {
    // Not decodable here (a damaged file, an old browser, no memory): the server judges the original.
    return unchanged
  } finally {
    if (image) tools.release?.(image)
  }
}

/** createImageBitmap and OffscreenCanvas (or a canvas element where there is none). */
export const browserImageTools: ImageTools<ImageBitmap> = {
  decode: (file) => createImageBitmap(file, { imageOrientation: 'from-image' }),
  async encode(image, { width, height, quality }) {
    if (typeof OffscreenCanvas === 'function') {
      const canvas = new OffscreenCanvas(width, height)
      draw(canvas.getContext('2d'), image, width, height)
      return canvas.convertToBlob({ type: 'image/jpeg', quality })
    }
    const canvas = document.createElement('canvas')
    canvas.width = width
    canvas.height = height
    draw(canvas.getContext('2d'), image, width, height)
    return new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be encoded'))),
        'image/jpeg',
        quality,
      ),
    )
  },
  release: (image) => image.close(),
}

function draw(
  context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null,
  image: ImageBitmap,
  width: number,
  height: number,
) {
  if (!context) throw new Error('No 2D canvas')
  // A PNG's transparent parts would turn black in a JPEG: paper white instead.
  context.fillStyle = '#ffffff'
  context.fillRect(0, 0, width, height)
  context.imageSmoothingEnabled = true
  context.imageSmoothingQuality = 'high'
  context.drawImage(image, 0, 0, width, height)
}
