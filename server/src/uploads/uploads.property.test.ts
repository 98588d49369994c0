// Hostile uploads: random multipart bodies, polyglots, wrong magic bytes, empty files, many
// parts, path names in file names. Never a 5xx; a file is kept only when its bytes are a JPEG, PNG
// or PDF, always under a name the server made, inside the uploads folder; a refusal leaves nothing.
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { UPLOAD_NAME_PATTERN } from '../../../shared/application'
import { expectSafeAnswer, rowCounts } from '../../test/hostile-input'
import { buildTestApp, storedFiles, type TestApp } from '../../test/test-support'
import { detectUploadType } from '../files/upload-storage'

const NUM_RUNS = Number(process.env.PROPERTY_RUNS ?? 150)
// Each run lists the data folder; deeper searches (PROPERTY_RUNS) need the time to match.
const PROPERTY_TIMEOUT_MS = Math.max(20_000, NUM_RUNS * 60)

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0])
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const PDF = Buffer.from('%PDF-1.7\n')
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>')
const POLYGLOT_JPEG_HTML = Buffer.concat([JPEG, HTML])
const PDF_WITH_JS = Buffer.from(
  '%PDF-1.7\n1 0 obj\n<< /Type /Catalog /OpenAction 2 0 R >>\nendobj\n' +
    '2 0 obj\n<< /S /JavaScript /JS (app.alert\\(1\\)) >>\nendobj\n%%EOF\n',
)
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00')

const HOSTILE_FILENAMES = [
  '../../etc/passwd',
  '../../../../../../tmp/evil.jpg',
  '..\\..\\windows\\system32\\drivers\\etc\\hosts',
  'C:\\\\Windows\\\\evil.jpg',
  '/etc/passwd',
  'passport.jpg\u0000.html',
  'a\u0000b',
  '%2e%2e%2f%2e%2e%2fevil.jpg',
  'evisa.sqlite',
  '.htaccess',
  'tmp/../../evil.jpg',
  'ｐａｓｓｐｏｒｔ.jpg',
  '😀.png',
  'x'.repeat(300),
  '',
]

interface Part {
  field: string
  filename?: string
  contentType: string
  content: Buffer
}

const content = fc.oneof(
  fc.constantFrom(JPEG, PNG, PDF, HTML, POLYGLOT_JPEG_HTML, PDF_WITH_JS, SVG, GIF, Buffer.alloc(0)),
  fc
    .tuple(fc.constantFrom(JPEG, PNG, PDF, Buffer.alloc(0)), fc.uint8Array({ maxLength: 2048 }))
    .map(([magic, rest]) => Buffer.concat([magic, Buffer.from(rest)])),
  // Almost the right magic bytes.
  fc.constantFrom(
    JPEG.subarray(0, 2),
    PNG.subarray(0, 7),
    Buffer.from('%PDF'),
    Buffer.from([0xff, 0xd8, 0x00]),
  ),
)

const part: fc.Arbitrary<Part> = fc.record({
  field: fc.oneof(
    fc.constantFrom('image', 'image', 'photo', 'file', '', 'image[]'),
    fc.string({ maxLength: 10 }),
  ),
  filename: fc.option(fc.oneof(fc.constantFrom(...HOSTILE_FILENAMES), fc.string({ maxLength: 30 })), {
    nil: undefined,
  }),
  contentType: fc.constantFrom(
    'image/jpeg',
    'image/png',
    'application/pdf',
    'text/html',
    'image/svg+xml',
    '',
  ),
  content,
})

/** Header text with the characters that would end the header line removed (they end the part). */
const headerSafe = (text: string) => text.replace(/["\r\n]/g, '')

function multipart(parts: Part[], boundary = '----property-boundary') {
  const chunks = parts.flatMap((p) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${headerSafe(p.field)}"` +
        (p.filename === undefined ? '' : `; filename="${headerSafe(p.filename)}"`) +
        (p.contentType ? `\r\nContent-Type: ${p.contentType}` : '') +
        '\r\n\r\n',
    ),
    p.content,
    Buffer.from('\r\n'),
  ])
  return Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)])
}

let test: TestApp

/** Every kept file and every temporary upload file (test-support.ts). */
const filesInDataDir = () => storedFiles(test)

beforeAll(async () => {
  test = await buildTestApp({ pressure: { maxEventLoopDelay: 0 } })
})
afterAll(() => test.close())

async function upload(payload: Buffer, contentType = 'multipart/form-data; boundary=----property-boundary') {
  const filesBefore = await filesInDataDir()
  const rowsBefore = await rowCounts(test.app)
  const response = await test.app.inject({
    method: 'POST',
    url: '/api/upload',
    headers: { 'content-type': contentType },
    payload,
  })
  expectSafeAnswer(response, 'success')
  const filesAfter = await filesInDataDir()
  if (response.statusCode >= 400) {
    expect(filesAfter).toEqual(filesBefore)
    expect(await rowCounts(test.app)).toEqual(rowsBefore)
    return { response, stored: undefined }
  }
  const { filename } = response.json().file
  expect(filename).toMatch(UPLOAD_NAME_PATTERN)
  // The one new file is the server-named one, directly in uploads/: nothing the client named.
  expect(filesAfter).toEqual([...filesBefore, filename].sort())
  const served = await test.app.inject({ method: 'GET', url: `/uploads/${filename}` })
  return { response, stored: { filename, served } }
}

describe('POST /api/upload with hostile multipart bodies', { timeout: PROPERTY_TIMEOUT_MS }, () => {
  it('keeps a file only if an "image" part holds JPEG, PNG or PDF bytes, under its own name', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(part, { minLength: 0, maxLength: 8 }), async (parts) => {
        const { stored } = await upload(multipart(parts))
        if (!stored) return
        const bytes = stored.served.rawPayload
        const type = detectUploadType(bytes)
        expect(type).toBeDefined()
        expect(stored.filename.endsWith(`.${type?.extension}`)).toBe(true)
        // Pictures are re-encoded (none of these fake ones decodes); PDFs are kept as sent.
        expect(parts.some((p) => p.field === 'image' && p.content.equals(bytes))).toBe(true)
        expect(stored.served.headers['content-type']).toBe(type?.contentType)
        expect(stored.served.headers['x-content-type-options']).toBe('nosniff')
      }),
      { numRuns: NUM_RUNS },
    )
  })

  it('decides by the bytes alone, whatever the file name and declared type', async () => {
    await fc.assert(
      fc.asyncProperty(part, async (single) => {
        const { response } = await upload(
          multipart([{ ...single, field: 'image', filename: single.filename ?? 'x' }]),
        )
        const type = single.content.length === 0 ? undefined : detectUploadType(single.content)
        // Only PDFs are kept here: the pictures are magic bytes without an image, which must decode.
        expect(response.statusCode).toBe(
          single.content.length === 0 ? 400 : type?.extension === 'pdf' ? 201 : 415,
        )
      }),
      { numRuns: NUM_RUNS },
    )
  })

  it('survives bodies that are not multipart at all, or cut anywhere', async () => {
    const whole = multipart([
      { field: 'image', filename: 'p.jpg', contentType: 'image/jpeg', content: POLYGLOT_JPEG_HTML },
    ])
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.nat({ max: whole.length }).map((end) => whole.subarray(0, end)),
          fc.uint8Array({ maxLength: 512 }).map((bytes) => Buffer.from(bytes)),
        ),
        fc.constantFrom(
          'multipart/form-data; boundary=----property-boundary',
          'multipart/form-data',
          'multipart/form-data; boundary=',
          'multipart/form-data; boundary="unterminated',
          'multipart/mixed; boundary=----property-boundary',
        ),
        async (payload, contentType) => {
          await upload(payload, contentType)
        },
      ),
      { numRuns: NUM_RUNS },
    )
  })
})

describe('dangerous files that are still what they claim', () => {
  it('refuses a JPEG header with HTML after it: it does not decode as a picture', async () => {
    const { response, stored } = await upload(
      multipart([
        { field: 'image', filename: 'x.html', contentType: 'text/html', content: POLYGLOT_JPEG_HTML },
      ]),
    )
    expect(response.statusCode).toBe(415)
    expect(stored).toBeUndefined()
  })

  it('serves a PDF carrying JavaScript as a download, never inline', async () => {
    const { stored } = await upload(
      multipart([
        { field: 'image', filename: 'scan.pdf', contentType: 'application/pdf', content: PDF_WITH_JS },
      ]),
    )
    expect(stored?.served.headers['content-type']).toBe('application/pdf')
    expect(stored?.served.headers['content-disposition']).toMatch(/^attachment/)
    expect(stored?.served.headers['x-content-type-options']).toBe('nosniff')
  })

  it.each([
    ['HTML', HTML],
    ['SVG with a script', SVG],
    ['GIF', GIF],
  ])('refuses %s with 415', async (_, bytes) => {
    const { response } = await upload(
      multipart([{ field: 'image', filename: 'passport.jpg', contentType: 'image/jpeg', content: bytes }]),
    )
    expect(response.statusCode).toBe(415)
  })

  it('refuses many parts without keeping any', async () => {
    const parts = Array.from({ length: 50 }, (_, i) => ({
      field: i === 49 ? 'image' : `field${i}`,
      filename: i % 2 ? 'p.jpg' : undefined,
      contentType: 'image/jpeg',
      content: JPEG,
    }))
    const { response } = await upload(multipart(parts))
    expect(response.statusCode).toBeGreaterThanOrEqual(400)
  })
})
