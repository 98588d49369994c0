// The language an application is made in: sent with create and update, stored with the
// application, answered back, and refused when it is not one of the site's languages.
import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '../../../shared/languages'
import { applicationRow, countRows, testAppForSuite, touristApplication } from '../../test/test-support'
import { VALIDATION_MESSAGE } from '../plugins/validation'

const CREATE = '/api/srilanka/create-application'
const UPDATE = '/api/srilanka/update-application'
const VIEW = '/api/srilanka/View-application'
const LANGUAGE_REFUSED = {
  message: VALIDATION_MESSAGE,
  errors: [{ field: 'language', message: `language must be one of ${LANGUAGES.join(', ')}.` }],
}

const test = testAppForSuite({ lookupRateLimit: 0, writeRateLimit: 0 })

async function create(payload: object): Promise<{ skuId: string; key: string }> {
  const response = await test.app.inject({ method: 'POST', url: CREATE, payload })
  expect(response.statusCode).toBe(201)
  const { sku_id, access_key } = response.json().data
  return { skuId: sku_id, key: access_key }
}

function update({ skuId, key }: { skuId: string; key: string }, payload: object) {
  return test.app.inject({
    method: 'PUT',
    url: `${UPDATE}/${skuId}`,
    headers: { 'x-application-key': key },
    payload,
  })
}

async function storedLanguage(skuId: string): Promise<string> {
  return (await applicationRow(test.app, skuId)).language
}

describe('the language of an application', () => {
  it('is stored as sent on create, and answered by View-application to the key holder', async () => {
    const made = await create(touristApplication({ language: 'de' }))
    expect(await storedLanguage(made.skuId)).toBe('de')
    const view = await test.app.inject({
      method: 'GET',
      url: `${VIEW}/${made.skuId}`,
      headers: { 'x-application-key': made.key },
    })
    expect(view.json().data.language).toBe('de')
  })

  it('is English when create does not send it (or sends null)', async () => {
    expect(await storedLanguage((await create(touristApplication())).skuId)).toBe('en')
    expect(await storedLanguage((await create(touristApplication({ language: null }))).skuId)).toBe('en')
  })

  it.each([['xx'], ['DE'], ['de-AT'], [''], [7]])(
    'refuses %j on create with a 400 that names the field, and stores nothing',
    async (language) => {
      const before = await countRows(test.app, 'applications')
      const response = await test.app.inject({
        method: 'POST',
        url: CREATE,
        payload: touristApplication({ language }),
      })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ success: false, ...LANGUAGE_REFUSED })
      expect(await countRows(test.app, 'applications')).toBe(before)
    },
  )

  it('changes with update, and stays when an update does not send it', async () => {
    const made = await create(touristApplication({ language: 'de' }))
    expect((await update(made, touristApplication({ language: 'fr' }))).statusCode).toBe(200)
    expect(await storedLanguage(made.skuId)).toBe('fr')
    expect((await update(made, touristApplication({ surname: 'Perera' }))).statusCode).toBe(200)
    const row = await applicationRow(test.app, made.skuId)
    expect([row.surname, row.language]).toEqual(['PERERA', 'fr'])
  })

  it('refuses an unknown language on update with a 400, and changes nothing', async () => {
    const made = await create(touristApplication({ language: 'ru' }))
    const response = await update(made, touristApplication({ surname: 'Perera', language: 'xx' }))
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ status: false, ...LANGUAGE_REFUSED })
    const row = await applicationRow(test.app, made.skuId)
    expect([row.surname, row.language]).toEqual(['FERNANDO', 'ru'])
  })
})
