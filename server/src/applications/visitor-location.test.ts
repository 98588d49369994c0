import { describe, expect, it } from 'vitest'
import { testAppForSuite, touristApplication } from '../../test/test-support'
import { isPlaceable, locateVisitor } from './visitor-location'

// A documented test address of MaxMind's, placed in England by the GeoLite data geoip-lite ships.
const UK_ADDRESS = '81.2.69.142'

describe('locateVisitor', () => {
  it.each(['127.0.0.1', '::1', '10.1.2.3', '192.168.0.10', '::ffff:127.0.0.1', 'not an address'])(
    'leaves country and city empty for %s, which no database can place',
    async (ip) => {
      expect(await locateVisitor(ip)).toEqual({ country: '', city: '' })
    },
  )

  it.each([
    ['0.255.255.255', false],
    ['1.0.0.0', true],
    ['9.255.255.255', true],
    ['10.0.0.0', false],
    ['11.0.0.0', true],
    ['100.63.255.255', true],
    ['100.64.0.0', false],
    ['100.127.255.255', false],
    ['100.128.0.0', true],
    ['126.255.255.255', true],
    ['127.255.255.255', false],
    ['169.254.10.1', false],
    ['169.255.0.1', true],
    ['172.15.255.255', true],
    ['172.16.0.0', false],
    ['172.31.255.255', false],
    ['172.32.0.0', true],
    ['192.167.255.255', true],
    ['192.168.255.255', false],
    ['192.169.0.0', true],
    ['255.255.255.255', true],
    ['::ffff:10.0.0.1', false],
    ['::ffff:81.2.69.142', true],
    ['::1', false],
    ['fd12::1', false],
    ['fe80::1', false],
    ['2001:db8::1', true],
    ['010.0.0.1', false],
  ] as const)('treats %s as placeable: %s (the ranges at their edges)', (ip, placeable) => {
    expect(isPlaceable(ip)).toBe(placeable)
  })

  it('names the country of a public address in upper case, like the form’s list', async () => {
    const location = await locateVisitor(UK_ADDRESS)
    expect(location.country).toBe('UNITED KINGDOM')
    expect(typeof location.city).toBe('string')
  })

  it('leaves country and city empty for an address the database does not know', async () => {
    expect(await locateVisitor('240.0.0.1')).toEqual({ country: '', city: '' })
  })
})

describe('visitor context of a new application', () => {
  const test = testAppForSuite()

  it('records the address the server saw and where it is, beside the address the browser sent', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/srilanka/create-application',
      payload: touristApplication({ ip_address: '203.0.113.7' }),
      remoteAddress: UK_ADDRESS,
    })
    expect(response.statusCode).toBe(201)
    const row = await test.app.db
      .selectFrom('applications')
      .select(['client_ip_address', 'visitor_ip', 'visitor_country'])
      .where('sku_id', '=', response.json().data.sku_id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({
      client_ip_address: '203.0.113.7',
      visitor_ip: UK_ADDRESS,
      visitor_country: 'UNITED KINGDOM',
    })
  })
})
