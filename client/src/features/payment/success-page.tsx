import { Link } from '@tanstack/react-router'
import './payment.css'

export function SuccessPage() {
  return (
    <article className="payment payment-success">
      <div className="card">
        <h1>Payment Successful!</h1>
        <p>Thank you for your payment.</p>
        <p>We will check your application and send the eVisa to your e-mail address once it is approved.</p>
        <p>
          <Link to="/" className="button button-primary">
            Go to Homepage
          </Link>
        </p>
      </div>
    </article>
  )
}
