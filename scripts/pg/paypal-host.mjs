// Preloaded into a server by the two-server test (shared-paypal.ts, `node --import`): requests to
// PayPal's sandbox host (PAYPAL_API_BASE_URLS.sandbox in server/src/payments/paypal-client.ts) go
// to the shared simulator at SHARED_PAYPAL_URL instead. Plain JavaScript: it loads before tsx.
const SANDBOX = 'https://api-m.sandbox.paypal.com'
const target = process.env.SHARED_PAYPAL_URL
if (target) {
  const realFetch = globalThis.fetch
  globalThis.fetch = (input, init) =>
    typeof input === 'string' && input.startsWith(SANDBOX)
      ? realFetch(target + input.slice(SANDBOX.length), init)
      : realFetch(input, init)
}
