import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { QueueSearchSchema } from './queue-search'

const parse = (search: Record<string, unknown>) => v.parse(QueueSearchSchema, search)

describe('the queue address', () => {
  it('keeps valid filters, sort and page', () => {
    expect(
      parse({
        page: 3,
        sort: 'arrival',
        dir: 'desc',
        status: 'IN_REVIEW',
        payment: 'COMPLETED',
        q: 'PERERA',
      }),
    ).toEqual({
      page: 3,
      sort: 'arrival',
      dir: 'desc',
      status: 'IN_REVIEW',
      payment: 'COMPLETED',
      q: 'PERERA',
    })
  })

  it('drops anything malformed instead of failing the page, so an old or mistyped link still opens', () => {
    expect(
      parse({ page: -1, sort: 'password', dir: 'sideways', status: 'LOST', payment: 'FREE', q: 7 }),
    ).toEqual({
      page: undefined,
      sort: undefined,
      dir: undefined,
      status: undefined,
      payment: undefined,
      q: undefined,
    })
  })
})
