// Where a visitor's address places them (docs/rules.md §2 "visitor context"). geoip-lite reads about
// 111 MB synchronously when first imported, so it loads once, on first need or when server.ts
// warms it after listening, never at import time of this module.
import { BlockList, isIP } from 'node:net'
import { countryByCode } from '../../../shared/countries'

type GeoIp = typeof import('geoip-lite')

export interface VisitorLocation {
  country: string
  city: string
}

const UNKNOWN: VisitorLocation = { country: '', city: '' }

// Addresses no GeoIP database can place: answering them without loading the data keeps local
// requests (and every test through app.inject) fast.
const UNPLACEABLE = new BlockList()
UNPLACEABLE.addSubnet('0.0.0.0', 8, 'ipv4')
UNPLACEABLE.addSubnet('10.0.0.0', 8, 'ipv4')
UNPLACEABLE.addSubnet('100.64.0.0', 10, 'ipv4')
UNPLACEABLE.addSubnet('127.0.0.0', 8, 'ipv4')
UNPLACEABLE.addSubnet('169.254.0.0', 16, 'ipv4')
UNPLACEABLE.addSubnet('172.16.0.0', 12, 'ipv4')
UNPLACEABLE.addSubnet('192.168.0.0', 16, 'ipv4')
UNPLACEABLE.addAddress('::1', 'ipv6')
UNPLACEABLE.addSubnet('fc00::', 7, 'ipv6')
UNPLACEABLE.addSubnet('fe80::', 10, 'ipv6')

let geoIp: Promise<GeoIp> | undefined

export function loadGeoIp(): Promise<GeoIp> {
  geoIp ??= import('geoip-lite').then((module) => module.default)
  return geoIp
}

function isPlaceable(ip: string): boolean {
  const version = isIP(ip)
  if (version === 0) return false
  const mappedV4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1]
  if (mappedV4) return !UNPLACEABLE.check(mappedV4, 'ipv4')
  return !UNPLACEABLE.check(ip, version === 4 ? 'ipv4' : 'ipv6')
}

/** Country (as the form's country list names it) and city; both empty when unknown or on failure. */
export async function locateVisitor(ip: string): Promise<VisitorLocation> {
  if (!isPlaceable(ip)) return UNKNOWN
  try {
    const found = (await loadGeoIp()).lookup(ip)
    if (!found) return UNKNOWN
    const country = found.country ? (countryByCode(found.country)?.value ?? found.country.toUpperCase()) : ''
    return { country, city: found.city ?? '' }
  } catch {
    // The visitor context is a nice-to-have: an application must never fail because of it.
    return UNKNOWN
  }
}
