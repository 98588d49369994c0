// Reading a page's query parameters (a route's validateSearch) without a schema library: the route
// files are part of every page's first download, and these rules are one line each. Anything
// malformed reads as absent, so an old or mistyped link still opens its page.

/** A text of at most `max` characters matching `pattern`, else undefined. */
export function textParam(value: unknown, pattern: RegExp): string | undefined {
  return typeof value === 'string' && pattern.test(value) ? value : undefined
}

/** One of `options` (compared as given: the router parses "1" in a query as the number 1), else undefined. */
export function oneOfParam<const T extends string | number>(
  value: unknown,
  options: readonly T[],
): T | undefined {
  return options.includes(value as T) ? (value as T) : undefined
}

/** A whole number from 1, else undefined. */
export function pageParam(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : undefined
}

/** Any text up to `max` characters, else undefined. */
export function freeTextParam(value: unknown, max: number): string | undefined {
  return typeof value === 'string' && value.length <= max ? value : undefined
}

/** An application number as a link may carry it: letters, digits, spaces and dashes. */
export const APPLICATION_PARAM = /^[0-9A-Za-z -]{1,40}$/

/** A UUID, as valibot's uuid() accepts it. */
export const UUID_PARAM = /^[\da-f]{8}(?:-[\da-f]{4}){3}-[\da-f]{12}$/i
