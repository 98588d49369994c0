import { describe, expect, it } from 'vitest'
import { NATIONALITIES } from '../../../shared/countries'
import { businessApplication, testAppForSuite, touristApplication } from '../../test/test-support'

const CREATE = '/api/srilanka/create-application'
const VIEW = '/api/srilanka/View-application'

const test = testAppForSuite({ lookupRateLimit: 0 })

async function create(payload: Record<string, unknown>, remoteAddress = '127.0.0.1') {
  return test.app.inject({ method: 'POST', url: CREATE, payload, remoteAddress })
}

describe('countries on create-application', () => {
  it('takes an application from each of the 231 eligible nationalities and stores it as chosen', async () => {
    const refused: string[] = []
    const stored = new Map<string, string>()
    for (const [index, nationality] of NATIONALITIES.entries()) {
      // One private address each: a per-address write budget must not decide this test, and
      // private addresses need no GeoIP look-up.
      const response = await create(touristApplication({ nationality }), `10.14.0.${index + 1}`)
      if (response.statusCode === 201) stored.set(response.json().data.sku_id, nationality)
      else refused.push(`${nationality}: ${response.statusCode} ${response.body}`)
    }
    expect(refused).toEqual([])
    expect(stored.size).toBe(231)
    const rows = await test.app.db
      .selectFrom('applications')
      .select(['sku_id', 'nationality'])
      .where('sku_id', 'in', [...stored.keys()])
      .execute()
    expect(Object.fromEntries(rows.map((row) => [row.sku_id, row.nationality]))).toEqual(
      Object.fromEntries(stored),
    )
  })

  it('refuses a nationality whose nationals cannot apply here, naming the field', async () => {
    const response = await create(touristApplication({ nationality: 'SRI LANKA' }))
    expect(response.statusCode).toBe(400)
    expect(response.json().errors).toEqual([
      { field: 'nationality', message: 'Choose a Nationality from the list.' },
    ])
  })

  it('stores an old spelling, sent by a device that queued it before the rename, as today’s name', async () => {
    const response = await create(
      businessApplication({
        nationality: 'TURKEY',
        Country_of_birth: 'CZECH REPUBLIC',
        days_14_days_before_this_travel: 'RUSSIAN FEDERATION',
        applicant_company_region: 'KOREA, REPUBLIC OF',
      }),
    )
    expect(response.statusCode).toBe(201)
    const { sku_id: skuId, access_key: key } = response.json().data
    const { data } = (
      await test.app.inject({ method: 'GET', url: `${VIEW}/${skuId}`, headers: { 'x-application-key': key } })
    ).json()
    expect(data).toMatchObject({
      nationality: 'TURKIYE',
      Country_of_birth: 'CZECHIA',
      days_14_days_before_this_travel: 'RUSSIA',
      applicant_company_region: 'SOUTH KOREA',
    })
  })

  it('accepts Sri Lanka as the country a traveller was born in or lives in', async () => {
    const response = await create(
      touristApplication({ Country_of_birth: 'SRI LANKA', Country_or_region: 'SRI LANKA' }),
    )
    expect(response.statusCode).toBe(201)
  })
})
