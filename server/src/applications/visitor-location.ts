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
// requests (and every test through app.inject) fast. IPv4 is checked in plain arithmetic: a
// BlockList check builds a SocketAddress each time, about 20 µs of every create on this machine.
const UNPLACEABLE_V4 = (
  [
    ['0.0.0.0', 8],
    ['10.0.0.0', 8],
    ['100.64.0.0', 10],
    ['127.0.0.0', 8],
    ['169.254.0.0', 16],
    ['172.16.0.0', 12],
    ['192.168.0.0', 16],
  ] as const
).map(([network, prefix]) => ({ first: ipv4Number(network), size: 2 ** (32 - prefix) }))
const UNPLACEABLE_V6 = new BlockList()
UNPLACEABLE_V6.addAddress('::1', 'ipv6')
UNPLACEABLE_V6.addSubnet('fc00::', 7, 'ipv6')
UNPLACEABLE_V6.addSubnet('fe80::', 10, 'ipv6')

/** A valid dotted IPv4 address as the number it stands for. */
function ipv4Number(ip: string): number {
  let number = 0
  for (const octet of ip.split('.')) number = number * 256 + Number(octet)
  return number
}

let geoIp: Promise<GeoIp> | undefined

export function loadGeoIp(): Promise<GeoIp> {
  geoIp ??= import('geoip-lite').then((module) => module.default)
  return geoIp
}

/** False for what no GeoIP database can place: not an address, private, loopback, link-local. */
export function isPlaceable(ip: string): boolean {
  const version = isIP(ip)
  if (version === 0) return false
  const v4 = version === 4 ? ip : /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1]
  if (v4 === undefined) return !UNPLACEABLE_V6.check(ip, 'ipv6')
  const number = ipv4Number(v4)
  return !UNPLACEABLE_V4.some(({ first, size }) => number >= first && number < first + size)
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
