import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { QueueSearchSchema } from './queue-search'

const parse = (search: Record<string, unknown>) => v.parse(QueueSearchSchema, search)

describe('the queue address', () => {
  it('keeps valid filters, sort and page', () => {
    const valid = {
      page: 3,
      sort: 'arrival',
      dir: 'desc',
      status: 'IN_REVIEW',
      payment: 'COMPLETED',
      q: 'PERERA',
    }
    expect(parse(valid)).toEqual(valid)
  })

  it('drops anything malformed instead of failing the page, so an old or mistyped link still opens', () => {
    const malformed = { page: -1, sort: 'password', dir: 'sideways', status: 'LOST', payment: 'FREE', q: 7 }
    const dropped = Object.fromEntries(Object.keys(malformed).map((key) => [key, undefined]))
    expect(parse(malformed)).toEqual(dropped)
  })
})
