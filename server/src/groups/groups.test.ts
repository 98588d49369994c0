// Groups of travellers: joining one with a member's key, and paying for several at once
// (docs/decisions/018-groups.md), on a real database and the PayPal simulator over real HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GROUP_MAX_TRAVELLERS, GROUP_MESSAGES, GROUP_ORDER_MESSAGES } from '../../../shared/groups'
import {
  applicationRow,
  businessApplication,
  countRows,
  expectRefusal,
  touristApplication,
} from '../../test/test-support'
import { manualClock, type SimulatorTestApp, startSimulatorApp } from '../payments/payments.test-support'
import { makeStaff, signIn, staffRequest } from '../staff/staff.test-support'

const API = '/api/srilanka'
const clock = manualClock()
let test: SimulatorTestApp

beforeAll(async () => {
  test = await startSimulatorApp(undefined, { now: clock.now, staffSignInRateLimit: 0 })
})
afterAll(() => test.close())

/** The access key each application was created with, as its device keeps it. */
const keys = new Map<string, string>()

function create(payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  return test.app.inject({ method: 'POST', url: `${API}/create-application`, payload, headers })
}

async function created(response: Awaited<ReturnType<typeof create>>): Promise<string> {
  expect(response.statusCode, response.body).toBe(201)
  const { sku_id, access_key } = response.json().data
  keys.set(sku_id, access_key)
  return sku_id
}

/** A traveller applying alone. */
async function traveller(payload: Record<string, unknown> = touristApplication()): Promise<string> {
  return created(await create(payload))
}

/** A traveller added to the group of `member`, proved with `member`'s key. */
async function travellingWith(
  member: string,
  payload: Record<string, unknown> = touristApplication(),
): Promise<string> {
  return created(await create(payload, joining(member)))
}

function joining(member: string, key = keys.get(member) ?? '') {
  return { 'x-group-member': member, 'x-application-key': key }
}

async function groupOf(skuId: string): Promise<string | null> {
  return (await applicationRow(test.app, skuId)).group_id
}

async function paymentToken(): Promise<string> {
  return (await test.app.inject({ method: 'GET', url: `${API}/getaccesstocken` })).json().accessToken
}

async function post(path: string, payload: object) {
  return test.app.inject({
    method: 'POST',
    url: `${API}/${path}`,
    payload,
    headers: { authorization: `Bearer ${await paymentToken()}` },
  })
}

function orderFor(skuIds: string[], extra: object = {}) {
  return post('create-Order', { sku_ids: skuIds, ...extra })
}

async function paid(skuId: string): Promise<boolean> {
  return (await applicationRow(test.app, skuId)).payment_status === 'COMPLETED'
}

/** The captures that paid an application, by whatever order. */
function capturesPaying(skuId: string) {
  return test.app.db
    .selectFrom('payment_captures')
    .innerJoin(
      'payment_order_items',
      'payment_order_items.paypal_order_id',
      'payment_captures.paypal_order_id',
    )
    .select(['payment_captures.capture_id', 'payment_captures.amount'])
    .where('payment_order_items.sku_id', '=', skuId)
    .where('payment_order_items.paid', '=', 1)
    .execute()
}

describe('forming a group', () => {
  it("adds a traveller to the first traveller's group with the first traveller's key", async () => {
    const first = await traveller()
    expect(await groupOf(first)).toBeNull()
    const second = await travellingWith(first)
    const third = await travellingWith(second)
    const group = await groupOf(first)
    expect(group).toMatch(/^[0-9a-f-]{36}$/)
    expect(await groupOf(second)).toBe(group)
    expect(await groupOf(third)).toBe(group)
  })

  it('shows a key holder every member as a look-up would, and anyone else only the size', async () => {
    const first = await traveller()
    const second = await travellingWith(
      first,
      businessApplication({ surname: 'PERERA', other_name: 'NIMAL' }),
    )
    const withKey = await test.app.inject({
      method: 'GET',
      url: `${API}/View-application/${first}`,
      headers: { 'x-application-key': keys.get(first) ?? '' },
    })
    expect(withKey.json().data.group).toEqual([
      expect.objectContaining({
        sku_id: first,
        visaType: 'TOURIST VISA',
        amount: '85.00',
        payment_status: 'UNPAID',
      }),
      {
        sku_id: second,
        visaType: 'BUSINESS VISA',
        amount: '95.00',
        currency: 'USD',
        initials: 'N. P.',
        payment_status: 'UNPAID',
        application_status: 'AWAITING_PAYMENT',
      },
    ])
    const withoutKey = await test.app.inject({ method: 'GET', url: `${API}/View-application/${second}` })
    expect(withoutKey.json().data).not.toHaveProperty('group')
    expect(withoutKey.json().data.group_size).toBe(2)
    expect(JSON.stringify(withoutKey.json())).not.toContain(first)
  })

  it('refuses to join without the key, with a wrong key or an unknown member, and stores nothing', async () => {
    const stranger = await traveller()
    const mine = await traveller()
    const before = await countRows(test.app, 'applications')
    const application = touristApplication()
    expectRefusal(
      await create(application, { 'x-group-member': stranger }),
      401,
      GROUP_MESSAGES.memberKeyMissing,
      'success',
    )
    // My own key does not open a stranger's application.
    expectRefusal(
      await create(application, joining(stranger, keys.get(mine))),
      403,
      GROUP_MESSAGES.memberKeyWrong,
      'success',
    )
    expectRefusal(
      await create(application, joining('ZZZZZZZZZZZZZZZZ', keys.get(mine))),
      404,
      GROUP_MESSAGES.memberNotFound,
      'success',
    )
    expect(await countRows(test.app, 'applications')).toBe(before)
    expect(await groupOf(stranger)).toBeNull()
  })

  it(`holds at most ${GROUP_MAX_TRAVELLERS} travellers, even when they are added at once`, async () => {
    const first = await traveller()
    const answers = await Promise.all(
      Array.from({ length: GROUP_MAX_TRAVELLERS + 2 }, () => create(touristApplication(), joining(first))),
    )
    const statuses = answers.map((answer) => answer.statusCode).sort()
    expect(statuses.filter((status) => status === 201)).toHaveLength(GROUP_MAX_TRAVELLERS - 1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(3)
    const refused = answers.find((answer) => answer.statusCode === 409)
    expect(refused?.json().message).toBe(GROUP_MESSAGES.full)
    const group = await groupOf(first)
    const members = await test.app.db
      .selectFrom('applications')
      .select('sku_id')
      .where('group_id', '=', group)
      .execute()
    expect(members).toHaveLength(GROUP_MAX_TRAVELLERS)
  })

  it('answers a replayed create of a member with the same application, once', async () => {
    const first = await traveller()
    const headers = { ...joining(first), 'idempotency-key': `group-${first}` }
    const once = await create(touristApplication(), headers)
    const again = await create(touristApplication(), headers)
    expect(once.statusCode).toBe(201)
    expect(again.statusCode).toBe(200)
    expect(again.json().data.sku_id).toBe(once.json().data.sku_id)
    expect(
      await test.app.db
        .selectFrom('applications')
        .select('id')
        .where('group_id', '=', await groupOf(first))
        .execute(),
    ).toHaveLength(2)
  })
})

describe('one payment for a group', () => {
  it('charges the sum of the fees once and marks both paid with one capture', async () => {
    const first = await traveller()
    const second = await travellingWith(first)
    const order = await orderFor([first, second], { amount: 1, currency: 'EUR' })
    expect(order.statusCode, order.body).toBe(200)
    expect(order.json()).toEqual({
      status: true,
      id: expect.any(String),
      amount: '170.00',
      currency: 'USD',
      items: [
        { sku_id: first, amount: '85.00' },
        { sku_id: second, amount: '85.00' },
      ],
    })
    const captures = test.simulator.calls.capture
    const captured = await post('capture-order', { orderID: order.json().id, sku_ids: [first, second] })
    expect(captured.statusCode, captured.body).toBe(200)
    expect(captured.json().data).toMatchObject({
      payment_status: 'COMPLETED',
      amount: '170.00',
      currency: 'USD',
      paid_at: expect.any(String),
      items: [
        { sku_id: first, amount: '85.00' },
        { sku_id: second, amount: '85.00' },
      ],
    })
    expect(test.simulator.calls.capture).toBe(captures + 1)
    expect(await paid(first)).toBe(true)
    expect(await paid(second)).toBe(true)
    const [paidFirst] = await capturesPaying(first)
    expect(await capturesPaying(second)).toEqual([paidFirst])
    expect(paidFirst?.amount).toBe('170.00')
    expect((await applicationRow(test.app, second)).application_status).toBe('RECEIVED')

    // A repeat answers the same capture and records nothing.
    const again = await post('capture-order', { orderID: order.json().id, sku_id: second })
    expect(again.json().data.captureId).toBe(captured.json().data.captureId)
    expect(await countRows(test.app, 'payment_captures')).toBeGreaterThan(0)
    expect(await capturesPaying(first)).toHaveLength(1)

    // Each member's key holder can read the receipt, with every traveller on it.
    const receipt = await test.app.inject({
      method: 'GET',
      url: `${API}/receipt/${second}`,
      headers: { 'x-application-key': keys.get(second) ?? '' },
    })
    expect(receipt.json().data).toMatchObject({ amount: '170.00', items: captured.json().data.items })
  })

  it('prices a business visa in a group as the server says, whatever the client sends', async () => {
    const first = await traveller()
    const second = await travellingWith(first, businessApplication())
    const order = await orderFor([first, second], {
      amount: 170,
      items: [{ sku_id: second, amount: '85.00' }],
    })
    expect(order.json()).toMatchObject({
      amount: '180.00',
      items: [
        { sku_id: first, amount: '85.00' },
        { sku_id: second, amount: '95.00' },
      ],
    })
  })

  it('refuses an order with an already-paid member, and charges nothing', async () => {
    const first = await traveller()
    const second = await travellingWith(first)
    const third = await travellingWith(first)
    const alone = await post('create-Order', { sku_id: third })
    expect((await post('capture-order', { orderID: alone.json().id, sku_id: third })).statusCode).toBe(200)
    const orders = await countRows(test.app, 'payment_orders')
    const created = test.simulator.calls.create
    expectRefusal(await orderFor([first, second, third]), 409, GROUP_ORDER_MESSAGES.alreadyPaid(third))
    expect(await countRows(test.app, 'payment_orders')).toBe(orders)
    expect(test.simulator.calls.create).toBe(created)
    expect(await paid(first)).toBe(false)
    expect(await paid(second)).toBe(false)
  })

  it('refuses a number listed twice, an unknown one, strangers, and a bad list, before PayPal', async () => {
    const first = await traveller()
    const second = await travellingWith(first)
    const stranger = await traveller()
    const created = test.simulator.calls.create
    expectRefusal(
      await orderFor([first, second, first.toLowerCase()]),
      400,
      GROUP_ORDER_MESSAGES.listedTwice(first),
    )
    expectRefusal(
      await orderFor([first, 'ZZZZZZZZZZZZZZZZ']),
      400,
      GROUP_ORDER_MESSAGES.notFound('ZZZZZZZZZZZZZZZZ'),
    )
    expectRefusal(await orderFor([first, 'not a number']), 400, GROUP_ORDER_MESSAGES.notFound('not a number'))
    expectRefusal(await orderFor([first, stranger]), 409, GROUP_ORDER_MESSAGES.notOneGroup)
    for (const list of [[first], Array.from({ length: GROUP_MAX_TRAVELLERS + 1 }, () => first)]) {
      const answer = await orderFor(list)
      expect(answer.statusCode).toBe(400)
      expect(answer.json().errors).toEqual([{ field: 'sku_ids', message: GROUP_ORDER_MESSAGES.count }])
    }
    const both = await post('create-Order', { sku_id: first, sku_ids: [first, second] })
    expect(both.json().errors).toEqual([{ field: 'sku_ids', message: GROUP_ORDER_MESSAGES.skuIdOrSkuIds }])
    expect(test.simulator.calls.create).toBe(created)
  })

  it('captures an order only for the numbers it pays', async () => {
    const first = await traveller()
    const second = await travellingWith(first)
    const stranger = await traveller()
    const order = await orderFor([first, second])
    const answer = await post('capture-order', { orderID: order.json().id, sku_ids: [first, stranger] })
    expectRefusal(answer, 409, 'This payment order belongs to another application.')
    expect(await paid(first)).toBe(false)
  })

  it('keeps the visa type of a member fixed while its group order is open', async () => {
    const first = await traveller()
    const second = await travellingWith(first)
    await orderFor([first, second])
    const changed = await test.app.inject({
      method: 'PUT',
      url: `${API}/update-application/${second}`,
      headers: { 'x-application-key': keys.get(second) ?? '' },
      payload: businessApplication(),
    })
    expect(changed.statusCode).toBe(409)
  })

  it('never charges a member twice through a group order and its own order captured at once', async () => {
    const first = await traveller()
    const second = await travellingWith(first)
    const group = (await orderFor([first, second])).json().id
    const own = (await post('create-Order', { sku_id: second })).json().id
    const captures = test.simulator.calls.capture
    const [a, b] = await Promise.all([
      post('capture-order', { orderID: group, sku_ids: [first, second] }),
      post('capture-order', { orderID: own, sku_id: second }),
    ])
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409])
    expect(test.simulator.calls.capture).toBe(captures + 1)
    expect(await capturesPaying(second)).toHaveLength(1)
    // The group's order went through both or neither.
    expect(await paid(first)).toBe(a.statusCode === 200)
  })

  it('never charges a member twice through two group orders sharing it, captured at once', async () => {
    const first = await traveller()
    const second = await travellingWith(first)
    const third = await travellingWith(first)
    const one = (await orderFor([first, second])).json().id
    const other = (await orderFor([second, third])).json().id
    const [a, b] = await Promise.all([
      post('capture-order', { orderID: one, sku_ids: [first, second] }),
      post('capture-order', { orderID: other, sku_ids: [second, third] }),
    ])
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409])
    expect(await capturesPaying(second)).toHaveLength(1)
    expect(await paid(first)).toBe(a.statusCode === 200)
    expect(await paid(third)).toBe(b.statusCode === 200)
  })
})

describe('receipt mails of a group payment', () => {
  it("sends one receipt listing everyone to the group's contact, and their own to a traveller with another address", async () => {
    const first = await traveller(touristApplication({ email: 'family@example.com' }))
    const second = await travellingWith(first, touristApplication({ email: 'family@example.com' }))
    const third = await travellingWith(first, businessApplication({ email: 'grown.up@example.com' }))
    const order = (await orderFor([first, second, third])).json()
    const captured = await post('capture-order', { orderID: order.id, sku_ids: [first, second, third] })
    const captureId = captured.json().data.captureId
    const mails = await test.app.db
      .selectFrom('mail_outbox')
      .select(['recipient', 'subject', 'payload', 'sku_id'])
      .where('event_key', 'like', `receipt:${captureId}%`)
      .orderBy('id')
      .execute()
    expect(mails.map((mail) => mail.recipient)).toEqual(['family@example.com', 'grown.up@example.com'])
    const [group, own] = mails
    expect(group?.subject).toContain(first)
    expect(group?.subject).toContain(third)
    expect(JSON.parse(group?.payload ?? '{}')).toMatchObject({
      kind: 'group-receipt',
      amount: '265.00',
      travellers: [
        { skuId: first, amount: '85.00' },
        { skuId: second, amount: '85.00' },
        { skuId: third, amount: '95.00' },
      ],
    })
    expect(own?.sku_id).toBe(third)
    expect(JSON.parse(own?.payload ?? '{}')).toMatchObject({ kind: 'receipt', skuId: third, amount: '95.00' })
  })
})

describe('staff see the group', () => {
  let cookie: string
  beforeAll(async () => {
    cookie = await signIn(test.app, await makeStaff(test.app, 'groups.agent@agency.example', 'agent'))
  }, 60_000)

  it('links each member to the others on the detail, and marks them in the queue', async () => {
    const first = await traveller(touristApplication({ surname: 'GROUPFIRST' }))
    const second = await travellingWith(first, touristApplication({ surname: 'GROUPSECOND' }))
    const alone = await traveller(touristApplication({ surname: 'GROUPALONE' }))
    const detail = await test.app.inject(
      staffRequest({ method: 'GET', url: `/api/staff/applications/${second}`, cookie }),
    )
    expect(detail.statusCode, detail.body).toBe(200)
    expect(detail.json().group).toEqual({
      id: await groupOf(first),
      members: [
        {
          number: first,
          name: expect.stringContaining('GROUPFIRST'),
          payment: 'UNPAID',
          status: 'AWAITING_PAYMENT',
        },
        {
          number: second,
          name: expect.stringContaining('GROUPSECOND'),
          payment: 'UNPAID',
          status: 'AWAITING_PAYMENT',
        },
      ],
    })
    const lone = await test.app.inject(
      staffRequest({ method: 'GET', url: `/api/staff/applications/${alone}`, cookie }),
    )
    expect(lone.json().group).toBeNull()
    const queue = await test.app.inject(
      staffRequest({ method: 'GET', url: '/api/staff/applications?q=GROUP', cookie }),
    )
    const rows: { number: string; group: string | null }[] = queue.json().rows
    expect(rows.find((row) => row.number === first)?.group).toBe(await groupOf(first))
    expect(rows.find((row) => row.number === second)?.group).toBe(await groupOf(first))
    expect(rows.find((row) => row.number === alone)?.group).toBeNull()
  })
})
