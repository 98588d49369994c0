import { describe, expect, it, vi } from 'vitest'
import {
  type Attempt,
  firstAttempt,
  formatBytes,
  type ImageTools,
  jpegName,
  MAX_ATTEMPTS,
  MAX_DECODE_BYTES,
  MIN_LONG_SIDE,
  nextAttempt,
  QUALITIES,
  reductionText,
  type Size,
  shrinkPassportImage,
  TARGET_BYTES,
  targetSize,
} from './shrink-image'

const MB = 1024 * 1024

describe('targetSize', () => {
  it('brings the long side down to 2000 px, keeping the proportions, landscape or portrait', () => {
    expect(targetSize({ width: 3000, height: 2000 })).toEqual({ width: 2000, height: 1333 })
    expect(targetSize({ width: 3024, height: 4032 })).toEqual({ width: 1500, height: 2000 })
    expect(targetSize({ width: 8000, height: 10 })).toEqual({ width: 2000, height: 3 })
  })

  it('never enlarges', () => {
    expect(targetSize({ width: 2000, height: 1500 })).toEqual({ width: 2000, height: 1500 })
    expect(targetSize({ width: 640, height: 480 })).toEqual({ width: 640, height: 480 })
  })

  it('never rounds a side down to nothing', () => {
    expect(targetSize({ width: 100_000, height: 1 })).toEqual({ width: 2000, height: 1 })
  })
})

describe('firstAttempt', () => {
  it('keeps a file already small in pixels and bytes (a small PNG stays a PNG)', () => {
    expect(firstAttempt({ size: 200_000 }, { width: 1200, height: 900 })).toBeNull()
    expect(firstAttempt({ size: TARGET_BYTES }, { width: 2000, height: 2000 })).toBeNull()
  })

  it('redraws a picture larger than 2000 px even when its bytes are few', () => {
    expect(firstAttempt({ size: 300_000 }, { width: 4000, height: 3000 })).toEqual({
      width: 2000,
      height: 1500,
      quality: 0.85,
    })
  })

  it('re-encodes a heavy file at its own size when its pixels already fit', () => {
    expect(firstAttempt({ size: 3 * MB }, { width: 1800, height: 1200 })).toEqual({
      width: 1800,
      height: 1200,
      quality: 0.85,
    })
  })
})

describe('nextAttempt', () => {
  const start: Attempt = { width: 2000, height: 1333, quality: 0.85 }

  it('stops as soon as the copy is small enough', () => {
    expect(nextAttempt(start, TARGET_BYTES)).toBeNull()
    expect(nextAttempt(start, 900_000)).toBeNull()
  })

  it('steps the quality down first, keeping the size', () => {
    expect(nextAttempt(start, 2 * MB)).toEqual({ ...start, quality: 0.75 })
    expect(nextAttempt({ ...start, quality: 0.75 }, 2 * MB)).toEqual({ ...start, quality: 0.65 })
    expect(nextAttempt({ ...start, quality: 0.65 }, 2 * MB)).toEqual({ ...start, quality: 0.55 })
  })

  it('then makes the picture smaller, by how far off it was, at the lowest quality', () => {
    const lowest = { ...start, quality: QUALITIES.at(-1)! }
    // 4× too heavy: about half the side, since bytes follow the area.
    expect(nextAttempt(lowest, 4 * TARGET_BYTES)).toEqual({ width: 1000, height: 667, quality: 0.55 })
    // A little too heavy: at least a tenth smaller, so the loop makes progress.
    const next = nextAttempt(lowest, TARGET_BYTES + 1)!
    expect(next.width).toBe(1800)
    expect(next.quality).toBe(0.55)
  })

  it('never goes below the smallest readable size', () => {
    const lowest = { ...start, quality: QUALITIES.at(-1)! }
    expect(Math.max(...Object.values(nextAttempt(lowest, 100 * MB)!).slice(0, 2))).toBe(MIN_LONG_SIDE)
    expect(nextAttempt({ width: MIN_LONG_SIDE, height: 700, quality: 0.55 }, 5 * MB)).toBeNull()
  })
})

describe('texts', () => {
  it('formats sizes as the upload limit counts them', () => {
    expect(formatBytes(6.2 * MB)).toBe('6.2 MB')
    expect(formatBytes(1.1 * MB)).toBe('1.1 MB')
    expect(formatBytes(850 * 1024)).toBe('850 KB')
    expect(formatBytes(10)).toBe('1 KB')
    expect(reductionText(6.2 * MB, 1.1 * MB)).toBe('Reduced from 6.2 MB to 1.1 MB')
  })

  it('names the new JPEG after the original', () => {
    expect(jpegName('passport.PNG')).toBe('passport.jpg')
    expect(jpegName('IMG_0001.jpeg')).toBe('IMG_0001.jpg')
    expect(jpegName('scan')).toBe('scan.jpg')
    expect(jpegName('.png')).toBe('passport.jpg')
  })
})

/** Fake canvas work: an encoding weighs `bytesPerPixel(quality)` × its area. */
function fakeTools(image: Size, bytesPerPixel: (quality: number) => number) {
  const encoded: Attempt[] = []
  const tools: ImageTools<Size> = {
    decode: vi.fn(async () => image),
    encode: vi.fn(async (_image, attempt: Attempt) => {
      encoded.push(attempt)
      const size = Math.round(attempt.width * attempt.height * bytesPerPixel(attempt.quality))
      return new Blob([new Uint8Array(size)], { type: 'image/jpeg' })
    }),
    release: vi.fn(),
  }
  return { tools, encoded }
}

function fileOf(bytes: number, name = 'passport.jpg', type = 'image/jpeg') {
  return new File([new Uint8Array(bytes)], name, { type })
}

describe('shrinkPassportImage', () => {
  it('shrinks a 3000×2000 photo to 2000 px and under the target, stepping the quality down', async () => {
    // 0.85 → 0.9 B/px (2.3 MB at 2000×1333), 0.75 → 0.7 B/px (1.8 MB), 0.65 → 0.5 B/px (1.3 MB)
    const { tools, encoded } = fakeTools({ width: 3000, height: 2000 }, (q) => (q - 0.4) * 2)
    const result = await shrinkPassportImage(
      fileOf(Math.round(6.2 * MB), 'IMG_1.png', 'image/png'),
      'image/png',
      tools,
    )
    expect(encoded.map((attempt) => attempt.quality)).toEqual([0.85, 0.75, 0.65])
    expect(encoded.every((attempt) => attempt.width === 2000 && attempt.height === 1333)).toBe(true)
    expect(result.reduced).toBe(true)
    expect(result.originalSize).toBe(Math.round(6.2 * MB))
    expect(result.file.size).toBeLessThanOrEqual(TARGET_BYTES)
    expect(result.file.type).toBe('image/jpeg')
    expect(result.file.name).toBe('IMG_1.jpg')
    expect(tools.release).toHaveBeenCalledOnce()
  })

  it('sends PDFs as they are, without decoding them', async () => {
    const { tools } = fakeTools({ width: 3000, height: 2000 }, () => 1)
    const pdf = fileOf(5 * MB, 'scan.pdf', 'application/pdf')
    expect(await shrinkPassportImage(pdf, 'application/pdf', tools)).toEqual({
      file: pdf,
      originalSize: 5 * MB,
      reduced: false,
    })
    expect(tools.decode).not.toHaveBeenCalled()
  })

  it('keeps a small PNG as it is', async () => {
    const { tools } = fakeTools({ width: 800, height: 600 }, () => 1)
    const png = fileOf(120_000, 'scan.png', 'image/png')
    const result = await shrinkPassportImage(png, 'image/png', tools)
    expect(result.file).toBe(png)
    expect(result.reduced).toBe(false)
    expect(tools.encode).not.toHaveBeenCalled()
  })

  it('keeps the original when the new copy would not be smaller', async () => {
    const { tools } = fakeTools({ width: 4000, height: 3000 }, () => 1)
    const original = fileOf(500_000)
    expect((await shrinkPassportImage(original, 'image/jpeg', tools)).file).toBe(original)
  })

  it('sends the original when decoding or encoding fails', async () => {
    const original = fileOf(5 * MB)
    const broken: ImageTools<Size> = {
      decode: async () => {
        throw new Error('not an image')
      },
      encode: async () => new Blob([]),
    }
    expect((await shrinkPassportImage(original, 'image/jpeg', broken)).file).toBe(original)
    const noJpeg: ImageTools<Size> = {
      decode: async () => ({ width: 3000, height: 2000 }),
      // A browser that cannot encode JPEG hands back a PNG.
      encode: async () => new Blob([new Uint8Array(10)], { type: 'image/png' }),
    }
    expect((await shrinkPassportImage(original, 'image/jpeg', noJpeg)).file).toBe(original)
  })

  it('does not decode files too large to handle safely', async () => {
    const { tools } = fakeTools({ width: 3000, height: 2000 }, () => 0.1)
    const huge = { name: 'huge.jpg', type: 'image/jpeg', size: MAX_DECODE_BYTES + 1 } as File
    expect((await shrinkPassportImage(huge, 'image/jpeg', tools)).file).toBe(huge)
    expect(tools.decode).not.toHaveBeenCalled()
  })

  it('gives up after a bounded number of tries and keeps the smallest copy made', async () => {
    // Never small enough (2.5 bytes a pixel): the loop still ends, with the best copy it made.
    const { tools, encoded } = fakeTools({ width: 3000, height: 2000 }, () => 2.5)
    const heavy = { name: 'heavy.jpg', type: 'image/jpeg', size: 30 * MB, lastModified: 0 } as File
    const result = await shrinkPassportImage(heavy, 'image/jpeg', tools)
    expect(encoded.length).toBeLessThanOrEqual(MAX_ATTEMPTS)
    const last = encoded.at(-1)!
    expect(Math.max(last.width, last.height)).toBe(MIN_LONG_SIDE)
    expect(result.reduced).toBe(true)
    expect(result.file.size).toBe(Math.round(MIN_LONG_SIDE * 667 * 2.5))
  })
})
