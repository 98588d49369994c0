// Test mode's stand-in for PayPal's JS SDK script (https://www.paypal.com/sdk/js), served by the
// PayPal simulator. @paypal/react-paypal-js loads it through `sdkBaseUrl` exactly as it loads
// PayPal's, then calls window.paypal.Buttons(options) → { isEligible, render, close, updateProps }.
// The button is a real <button>; a click runs onClick, createOrder, then onApprove at once (the
// simulated buyer approves every order), and any failure goes to onError, as PayPal's SDK does.
// No inline code and no eval: it runs under the site's Content-Security-Policy.
;(() => {
  const script = document.currentScript
  const params = script?.src ? new URL(script.src, window.location.href).searchParams : new URLSearchParams()
  // PayPal's SDK honours data-namespace; so does this one.
  const namespace = script?.getAttribute('data-namespace') || 'paypal'
  if (!params.get('client-id')) {
    // PayPal's script refuses to start without a client id; leaving window.paypal undefined makes
    // the provider report the load as failed, as it would with PayPal.
    console.error('PayPal SDK simulator: the client-id query parameter is required.')
    return
  }

  const BUTTON_LABEL = 'Pay with PayPal (test mode)'
  const PAYER_ID = 'SIMULATEDBUYER'
  const FUNDING = { PAYPAL: 'paypal', CARD: 'card', CREDIT: 'credit', PAYLATER: 'paylater', VENMO: 'venmo' }

  /** What the next clicks do: 'approve' (the default), 'cancel' or 'error'. Tests queue these. */
  const nextOutcomes = []

  const resolved = () => Promise.resolve()
  const unsupported = (what) => () =>
    Promise.reject(new Error(`PayPal SDK simulator: ${what} is not supported; the server does it.`))

  function styleButton(button) {
    Object.assign(button.style, {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      textAlign: 'center',
      width: '100%',
      minHeight: '45px',
      padding: '10px 16px',
      border: '0',
      borderRadius: '4px',
      background: '#ffc439',
      color: '#111111',
      font: 'bold 16px/1.2 system-ui, sans-serif',
      cursor: 'pointer',
    })
  }

  function createButtons(initialOptions) {
    let options = { ...(initialOptions || {}) }
    let wrapper = null
    let button = null
    let enabled = true
    let busy = false

    function sync() {
      if (!button) return
      button.disabled = busy
      button.setAttribute('aria-busy', String(busy))
    }

    /** The simulated buyer approves `orderID`. actions.restart() lets them approve once more (PayPal
     * would let them pick another way to pay, e.g. after INSTRUMENT_DECLINED). */
    async function approve(orderID, restarted = false) {
      const data = {
        orderID,
        payerID: PAYER_ID,
        paymentID: null,
        billingToken: null,
        facilitatorAccessToken: 'A21AA-simulated-facilitator-token',
        paymentSource: FUNDING.PAYPAL,
      }
      const actions = {
        order: {
          capture: unsupported('actions.order.capture'),
          authorize: unsupported('actions.order.authorize'),
          get: unsupported('actions.order.get'),
          patch: unsupported('actions.order.patch'),
        },
        redirect: (url) => window.location.assign(url),
        restart: () => (restarted ? resolved() : approve(orderID, true)),
      }
      await options.onApprove(data, actions)
    }

    async function pay() {
      if (busy) return
      busy = true
      sync()
      const outcome = nextOutcomes.shift() || 'approve'
      try {
        if (typeof options.onClick === 'function') {
          let rejected = false
          const reject = () => {
            rejected = true
            return resolved()
          }
          const result = await options.onClick(
            { fundingSource: FUNDING.PAYPAL },
            { resolve: resolved, reject },
          )
          if (result === false || rejected) return
        }
        // onInit's actions.disable() stops checkout but still lets onClick run, as PayPal's does.
        if (!enabled) return
        if (typeof options.createOrder !== 'function') {
          throw new Error('PayPal SDK simulator: createOrder is required (orders are made on the server).')
        }
        const orderID = await options.createOrder(
          { paymentSource: FUNDING.PAYPAL },
          { order: { create: unsupported('actions.order.create') } },
        )
        if (typeof orderID !== 'string' || orderID === '') {
          throw new Error('Expected an order id to be passed')
        }
        if (outcome === 'cancel') {
          if (typeof options.onCancel === 'function') {
            await options.onCancel({ orderID }, { redirect: (url) => window.location.assign(url) })
          }
          return
        }
        if (outcome === 'error')
          throw new Error('PayPal SDK simulator: the buyer could not complete the payment.')
        if (typeof options.onApprove === 'function') await approve(orderID)
      } catch (error) {
        if (typeof options.onError === 'function') options.onError(error)
        else console.error(error)
      } finally {
        busy = false
        sync()
      }
    }

    return {
      isEligible: () => !options.fundingSource || options.fundingSource === FUNDING.PAYPAL,

      render(container) {
        const target = typeof container === 'string' ? document.querySelector(container) : container
        if (!target) {
          return Promise.reject(new Error(`Document is ready and element ${container} does not exist`))
        }
        wrapper = document.createElement('div')
        wrapper.className = 'paypal-buttons paypal-buttons-simulator'
        button = document.createElement('button')
        button.type = 'button'
        button.textContent = BUTTON_LABEL
        styleButton(button)
        button.addEventListener('click', () => {
          pay()
        })
        wrapper.appendChild(button)
        target.appendChild(wrapper)
        sync()
        if (typeof options.onInit === 'function') {
          options.onInit(
            {},
            {
              enable: () => {
                enabled = true
                return resolved()
              },
              disable: () => {
                enabled = false
                return resolved()
              },
            },
          )
        }
        return resolved()
      },

      updateProps(props) {
        options = { ...options, ...props }
        return resolved()
      },

      close() {
        wrapper?.remove()
        wrapper = null
        button = null
        return resolved()
      },

      hasReturned: () => false,
      resume: () => undefined,
    }
  }

  function createMarks(options) {
    const source = options?.fundingSource || FUNDING.PAYPAL
    return {
      isEligible: () => source === FUNDING.PAYPAL,
      render(container) {
        const target = typeof container === 'string' ? document.querySelector(container) : container
        if (!target) return Promise.reject(new Error(`Element ${container} does not exist`))
        const mark = document.createElement('span')
        mark.className = 'paypal-mark'
        mark.textContent = 'PayPal'
        target.appendChild(mark)
        return resolved()
      },
    }
  }

  window[namespace] = {
    version: '5.0.0-simulator',
    Buttons: createButtons,
    Marks: createMarks,
    FUNDING,
    getFundingSources: () => [FUNDING.PAYPAL],
    isFundingEligible: (source) => source === FUNDING.PAYPAL,
    rememberFunding: () => undefined,
    /** Test hooks, absent from PayPal's SDK: decide what the buyer does on the next click. */
    simulator: {
      nextPayment(outcome) {
        if (!['approve', 'cancel', 'error'].includes(outcome)) {
          throw new Error(`Unknown outcome ${outcome}: use approve, cancel or error.`)
        }
        nextOutcomes.push(outcome)
      },
    },
  }
})()
