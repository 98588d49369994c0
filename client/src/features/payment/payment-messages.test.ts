import { describe, expect, it, vi } from 'vitest'
import { ApiError, OFFLINE_MESSAGE } from '../../lib/api'
import { captureFailureMessage, withFreshTokenOnUnauthorized } from './payment-messages'

describe('captureFailureMessage (docs/site.md §8 "Capture failure")', () => {
  it('follows "Payment capture failed." with the server message', () => {
    const error = new ApiError(502, 'PayPal could not complete the payment right now.', {
      status: false,
      message: 'PayPal could not complete the payment right now.',
    })
    expect(captureFailureMessage(error)).toBe(
      'Payment capture failed. PayPal could not complete the payment right now.',
    )
  })

  it('uses the error message when the server sent none', () => {
    expect(captureFailureMessage(new ApiError(0, OFFLINE_MESSAGE))).toBe(
      `Payment capture failed. ${OFFLINE_MESSAGE}`,
    )
    expect(captureFailureMessage(new TypeError('Failed to fetch'))).toBe(
      'Payment capture failed. Failed to fetch',
    )
  })

  it('says "Please try again." when there is no message at all', () => {
    expect(captureFailureMessage()).toBe('Payment capture failed. Please try again.')
    expect(captureFailureMessage(new ApiError(500, ''))).toBe('Payment capture failed. Please try again.')
    expect(captureFailureMessage(new Error('   '))).toBe('Payment capture failed. Please try again.')
    expect(captureFailureMessage({ message: 'not an Error' })).toBe(
      'Payment capture failed. Please try again.',
    )
  })
})

describe('withFreshTokenOnUnauthorized', () => {
  it('uses the cached token when the call succeeds', async () => {
    const getToken = vi.fn(async (fresh: boolean) => (fresh ? 'new' : 'cached'))
    const call = vi.fn(async (token: string) => `paid with ${token}`)
    await expect(withFreshTokenOnUnauthorized(getToken, call)).resolves.toBe('paid with cached')
    expect(getToken.mock.calls).toEqual([[false]])
    expect(call.mock.calls).toEqual([['cached']])
  })

  it('fetches a fresh token and calls once more after a 401', async () => {
    const getToken = vi.fn(async (fresh: boolean) => (fresh ? 'new' : 'expired'))
    const call = vi.fn(async (token: string) => {
      if (token === 'expired') throw new ApiError(401, 'The payment token has expired.')
      return 'ok'
    })
    await expect(withFreshTokenOnUnauthorized(getToken, call)).resolves.toBe('ok')
    expect(getToken.mock.calls).toEqual([[false], [true]])
    expect(call.mock.calls).toEqual([['expired'], ['new']])
  })

  it('gives up after a second 401', async () => {
    const call = vi.fn(async () => {
      throw new ApiError(401, 'The payment token is not valid.')
    })
    await expect(withFreshTokenOnUnauthorized(async () => 'token', call)).rejects.toMatchObject({
      status: 401,
    })
    expect(call).toHaveBeenCalledTimes(2)
  })

  it('does not retry other failures', async () => {
    const call = vi.fn(async () => {
      throw new ApiError(409, 'This application has already been paid.')
    })
    const getToken = vi.fn(async () => 'token')
    await expect(withFreshTokenOnUnauthorized(getToken, call)).rejects.toMatchObject({ status: 409 })
    expect(call).toHaveBeenCalledTimes(1)
    expect(getToken).toHaveBeenCalledTimes(1)
  })

  it('passes on a failure to get the token', async () => {
    const call = vi.fn()
    await expect(
      withFreshTokenOnUnauthorized(async () => {
        throw new ApiError(503, 'busy')
      }, call),
    ).rejects.toMatchObject({ status: 503 })
    expect(call).not.toHaveBeenCalled()
  })
})
