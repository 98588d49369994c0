import { useNavigate } from '@tanstack/react-router'
import { useRef } from 'react'
import type { Application } from '../../../../shared/application'
import { ApiError } from '../../lib/api'
import { createApplication } from '../../lib/applications'
import { ApplicationForm } from './application-form'

/** Spec §8: a failed create shows this alert, whatever the reason. */
export const CREATE_FAILED_MESSAGE = 'something went wrong'

function newIdempotencyKey(): string | undefined {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : undefined
}

export function ApplyNewPage() {
  const navigate = useNavigate()
  // One key per attempt to create, so a retry after a lost answer cannot create a second
  // application. A definite answer from the server (4xx) means nothing was created: a new key then.
  const idempotencyKey = useRef(newIdempotencyKey())

  async function submit(application: Application) {
    let skuId: string | undefined
    try {
      skuId = (await createApplication(application, idempotencyKey.current))?.sku_id
    } catch (error) {
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        idempotencyKey.current = newIdempotencyKey()
      }
      window.alert(CREATE_FAILED_MESSAGE)
      throw error
    }
    if (!skuId) {
      window.alert(CREATE_FAILED_MESSAGE)
      return
    }
    await navigate({ to: '/Preview/$id', params: { id: skuId } })
  }

  return (
    <article>
      <header className="form-page-header">
        <h1>Apply for a Sri Lanka eVisa</h1>
        <p>
          Fill in the form below. You can check everything on the next page before you pay, and change it
          there if needed.
        </p>
      </header>
      <ApplicationForm mode="new" onSubmit={submit} />
    </article>
  )
}
