import { createHash } from 'node:crypto'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { UPLOAD_NAME_PATTERN } from '../../../shared/application'
import { MAX_UPLOAD_BYTES } from '../../../shared/limits'
import {
  countRows,
  multipartFile,
  rawBody,
  SAMPLE_FILES,
  storedFiles,
  testAppForSuite,
} from '../../test/test-support'

const test = testAppForSuite()

function upload(...args: Parameters<typeof multipartFile>) {
  return test.app.inject({ method: 'POST', url: '/api/upload', ...multipartFile(...args) })
}

const filesOnDisk = () => storedFiles(test)

async function expectRefusalLeftNothing<R extends { statusCode: number }>(
  refuse: () => Promise<R>,
  status: number,
) {
  const filesBefore = await filesOnDisk()
  const rowsBefore = await countRows(test.app, 'uploads')
  const response = await refuse()
  expect(response.statusCode).toBe(status)
  expect(await filesOnDisk()).toEqual(filesBefore)
  expect(await countRows(test.app, 'uploads')).toBe(rowsBefore)
  return response
}

describe('POST /api/upload', () => {
  it.each(['jpeg', 'png'] as const)(
    'keeps a %s photo without its EXIF, GPS position included',
    async (format) => {
      const photo = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#808080' } })
        .withExif({
          IFD0: { Make: 'PhoneMaker', Model: 'Phone 15' },
          IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '6/1 55/1 0/1' },
        })
        [format]()
        .toBuffer()
      expect((await sharp(photo).metadata()).exif).toBeDefined()
      const response = await upload(photo)
      expect(response.statusCode).toBe(201)
      const { filename } = response.json().file
      const stored = (await test.app.files.read(filename)) ?? Buffer.alloc(0)
      const metadata = await sharp(stored).metadata()
      expect(metadata).toMatchObject({ format, width: 16, height: 16 })
      expect(metadata.exif).toBeUndefined()
      expect(stored.includes('PhoneMaker')).toBe(false)
      const row = await test.app.db
        .selectFrom('uploads')
        .selectAll()
        .where('filename', '=', filename)
        .executeTakeFirstOrThrow()
      expect(row).toMatchObject({
        byte_size: stored.length,
        sha256: createHash('sha256').update(stored).digest('hex'),
      })
    },
  )

  it('refuses a picture that does not decode with 415, and keeps nothing', async () => {
    const before = await countRows(test.app, 'uploads')
    const fake = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.from('<script>alert(1)</script>'),
    ])
    const response = await upload(fake)
    expect(response.statusCode).toBe(415)
    expect(response.json()).toEqual({
      success: false,
      message: 'The passport copy could not be read as a picture. Please upload a JPEG, PNG or PDF file.',
    })
    expect(await countRows(test.app, 'uploads')).toBe(before)
  })

  it.each([
    ['JPEG', SAMPLE_FILES.jpeg, 'jpg', 'image/jpeg'],
    ['PNG', SAMPLE_FILES.png, 'png', 'image/png'],
    ['PDF', SAMPLE_FILES.pdf, 'pdf', 'application/pdf'],
  ])(
    'keeps a %s under a random name and serves it back with its real type',
    async (_, content, extension, type) => {
      // The declared name and type say nothing: only the bytes count.
      const response = await upload(content, {
        filename: 'scan.bin',
        contentType: 'application/octet-stream',
      })
      expect(response.statusCode).toBe(201)
      const { success, file } = response.json()
      expect(success).toBe(true)
      expect(file.filename).toMatch(UPLOAD_NAME_PATTERN)
      expect(file.filename.endsWith(`.${extension}`)).toBe(true)

      const served = await test.app.inject({ method: 'GET', url: `/uploads/${file.filename}` })
      expect(served.statusCode).toBe(200)
      expect(served.headers['content-type']).toBe(type)
      expect(served.headers['x-content-type-options']).toBe('nosniff')
      expect(served.headers['cache-control']).toBe('no-store')
      expect(served.headers['cross-origin-resource-policy']).toBe('same-origin')
      // PDFs come back as sent; pictures as re-encoded, and the row describes the bytes kept.
      if (type === 'application/pdf') expect(served.rawPayload.equals(content)).toBe(true)
      const row = await test.app.db
        .selectFrom('uploads')
        .selectAll()
        .where('filename', '=', file.filename)
        .executeTakeFirstOrThrow()
      expect(row.byte_size).toBe(served.rawPayload.length)
      expect(row.sha256).toBe(createHash('sha256').update(served.rawPayload).digest('hex'))
      if (type === 'application/pdf') {
        expect(served.headers['content-disposition']).toMatch(/^attachment/)
      } else {
        expect(served.headers['content-disposition']).toBeUndefined()
      }
    },
  )

  it('refuses a text file named .jpg with 415 and keeps nothing', async () => {
    const response = await expectRefusalLeftNothing(
      () => upload(Buffer.from('just some text, not a photo'), { filename: 'passport.jpg' }),
      415,
    )
    expect(response.json()).toEqual({
      success: false,
      message: 'The passport copy must be a JPEG, PNG or PDF file.',
    })
  })

  it('refuses an empty file with 400 and keeps nothing', async () => {
    await expectRefusalLeftNothing(() => upload(Buffer.alloc(0)), 400)
  })

  it('refuses a file over the upload limit with 413 and keeps nothing, not even the part received', async () => {
    const tooLarge = Buffer.concat([SAMPLE_FILES.jpeg, Buffer.alloc(MAX_UPLOAD_BYTES)])
    await expectRefusalLeftNothing(() => upload(tooLarge), 413)
  })

  it('refuses a request without the image field', async () => {
    const response = await expectRefusalLeftNothing(() => upload(SAMPLE_FILES.jpeg, { field: 'photo' }), 400)
    expect(response.json().message).toBe('Choose the passport copy to upload (form field "image").')
  })

  it('refuses a JSON body with 415', async () => {
    const response = await test.app.inject({ method: 'POST', url: '/api/upload', payload: { image: 'x' } })
    expect(response.statusCode).toBe(415)
    expect(response.json().success).toBe(false)
  })

  it('refuses a multipart body without a boundary with 400', async () => {
    const response = await test.app.inject(rawBody('POST', '/api/upload', 'multipart/form-data', 'garbage'))
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      success: false,
      message: 'The upload could not be read. Please try again.',
    })
  })

  it('refuses a body cut off in the middle of the file with 400 and keeps nothing', async () => {
    const { payload, headers } = multipartFile(SAMPLE_FILES.jpeg)
    const cutOff = payload.subarray(0, payload.length - 30)
    await expectRefusalLeftNothing(
      () => test.app.inject({ method: 'POST', url: '/api/upload', headers, payload: cutOff }),
      400,
    )
  })
})

describe('GET /uploads/{filename}', () => {
  it.each(['../evisa.sqlite', 'short.jpg', 'AAAAAAAAAAAAAAAAAAAAAAAA.exe', 'AAAAAAAAAAAAAAAAAAAAAAAA.jpg'])(
    'answers 404 for %s',
    async (name) => {
      const response = await test.app.inject({ method: 'GET', url: `/uploads/${encodeURIComponent(name)}` })
      expect(response.statusCode).toBe(404)
      expect(response.json().status).toBe(false)
    },
  )

  it('is not served for multipart bodies on other routes', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/srilanka/createContactUS',
      ...multipartFile(SAMPLE_FILES.jpeg),
    })
    expect(response.statusCode).toBe(415)
  })
})
