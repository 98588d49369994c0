// Smaller uploads: a large photo of the passport page is made smaller on the
// device before it is kept and uploaded, keeps the way up its camera recorded, and small PNGs and
// PDFs go as they are.
import type { Page } from '@playwright/test'
import { keptCopy } from './device'
import { expect, test } from './fixtures'
import { attachPassportCopy, label, openFreshDraft, pngSize, TINY_PNG } from './journey-helpers'

/** Width and height from a JPEG's start-of-frame segment. */
function jpegSize(bytes: Buffer): { width: number; height: number } {
  let offset = 2
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) throw new Error(`not a JPEG marker at ${offset}`)
    const marker = bytes[offset + 1]!
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)
    if (isFrame) return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) }
    offset += 2 + bytes.readUInt16BE(offset + 2)
  }
  throw new Error('no frame in this JPEG')
}

/** An EXIF segment saying "rotate 90° clockwise to view" (orientation 6), as phones write. */
const EXIF_ROTATED = Buffer.from([
  0xff, 0xe1, 0x00, 0x22, 0x45, 0x78, 0x69, 0x66, 0x00, 0x00, 0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08,
  0x00, 0x01, 0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, 0x06, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
])

/** A noisy photo-like JPEG made by the browser's own encoder, so its size is like a phone's. */
async function makePhoto(page: Page, width: number, height: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ width, height }) => {
      const canvas = new OffscreenCanvas(width, height)
      const context = canvas.getContext('2d')!
      const image = context.createImageData(width, height)
      let seed = 7
      for (let index = 0; index < image.data.length; index += 4) {
        seed = (seed * 1103515245 + 12345) & 0x7fffffff
        const noise = (seed >> 16) & 63
        const x = (index / 4) % width
        image.data[index] = (x / width) * 190 + noise
        image.data[index + 1] = 90 + noise
        image.data[index + 2] = 170 - noise
        image.data[index + 3] = 255
      }
      context.putImageData(image, 0, 0)
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 })
      const bytes = new Uint8Array(await blob.arrayBuffer())
      let binary = ''
      for (let start = 0; start < bytes.length; start += 0x8000) {
        binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000))
      }
      return btoa(binary)
    },
    { width, height },
  )
  return Buffer.from(base64, 'base64')
}

function megabytes(bytes: number) {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`
}

test.describe('smaller uploads', () => {
  test('a large photo of the passport page is made smaller before it is kept and uploaded', async ({
    page,
    request,
  }) => {
    test.slow()
    const id = await openFreshDraft(page)
    const photo = await makePhoto(page, 3000, 2000)
    expect(jpegSize(photo)).toEqual({ width: 3000, height: 2000 })
    expect(photo.length).toBeGreaterThan(2 * 1024 * 1024)

    await attachPassportCopy(page, 'passport-photo.jpeg', photo)
    const attached = page.getByRole('img', { name: 'The passport copy you attached' })
    await expect(attached).toBeVisible({ timeout: 30_000 })
    // The device keeps the smaller copy, not the original: about 1.5 MB at most, and says so.
    const kept = await keptCopy(page, id)
    expect(kept).toEqual({ name: 'passport-photo.jpg', size: expect.any(Number), type: 'image/jpeg' })
    expect(kept?.size).toBeLessThanOrEqual(1.5 * 1024 * 1024)
    await expect(page.locator('.passport-copy-reduced')).toHaveText(
      `Reduced from ${megabytes(photo.length)} to ${megabytes(kept?.size ?? 0)}.`,
    )
    // The server keeps it at most 2000 px on the long side, proportions kept (re-encoded there
    // without metadata, so its bytes are the server's own).
    const sent = Buffer.from(await (await request.get((await attached.getAttribute('src'))!)).body())
    expect(jpegSize(sent)).toEqual({ width: 2000, height: 1333 })
    expect(sent.length).toBeLessThanOrEqual(1.5 * 1024 * 1024)
  })

  test('a photo taken sideways keeps the way up its camera recorded', async ({ page, request }) => {
    test.slow()
    await openFreshDraft(page)
    const photo = await makePhoto(page, 2400, 1600)
    // The EXIF segment right after the start of image: "turn this 90° to view it".
    const rotated = Buffer.concat([photo.subarray(0, 2), EXIF_ROTATED, photo.subarray(2)])
    await attachPassportCopy(page, 'sideways.jpg', rotated)
    const attached = page.getByRole('img', { name: 'The passport copy you attached' })
    await expect(attached).toBeVisible({ timeout: 30_000 })
    const sent = Buffer.from(await (await request.get((await attached.getAttribute('src'))!)).body())
    expect(jpegSize(sent)).toEqual({ width: 1333, height: 2000 })
  })

  test('a small PNG and a PDF go as they are', async ({ page, request }) => {
    const id = await openFreshDraft(page)
    await attachPassportCopy(page)
    const attached = page.getByRole('img', { name: 'The passport copy you attached' })
    await expect(attached).toBeVisible()
    // The device keeps and sends the PNG untouched; the server keeps the same picture.
    expect(await keptCopy(page, id)).toMatchObject({ size: TINY_PNG.length, type: 'image/png' })
    const sent = Buffer.from(await (await request.get((await attached.getAttribute('src'))!)).body())
    expect(pngSize(sent)).toEqual(pngSize(TINY_PNG))
    await expect(page.locator('.passport-copy-reduced')).toHaveCount(0)

    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')
    await label(page, 'Passport Copy').setInputFiles({
      name: 'scan.pdf',
      mimeType: 'application/pdf',
      buffer: pdf,
    })
    const link = page.getByRole('link', { name: 'Open the attached PDF' })
    await expect(link).toBeVisible()
    const sentPdf = Buffer.from(await (await request.get((await link.getAttribute('href'))!)).body())
    expect(sentPdf.equals(pdf)).toBe(true)
  })
})
