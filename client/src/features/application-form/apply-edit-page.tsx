// /Apply/{id}: changes to a submitted, unpaid application. Online they are sent at once; offline
// (or when the connection drops on the way) they are queued on this device's draft of the
// application and sent by the outbox when a connection returns (ADR 003).
import { useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect, useMemo } from 'react'
import type { Application } from '../../../../shared/application'
import { ApiError } from '../../lib/api'
import { applicationQueryOptions, updateApplication } from '../../lib/applications'
import { createDraft, findDraftBySkuId, queueUpdate, saveDraftData } from '../drafts/draft-store'
import { alertOnce } from '../preview/alert-once'
import type { LoadedApplication } from '../preview/load-application'
import { ApplicationForm } from './application-form'
import { recordToInput } from './record-to-input'

export const FALLBACK_MESSAGE = 'something went wrong'
export const EDITING_DEVICE_COPY_MESSAGE =
  'You are offline: you are changing the copy saved on this device. Your changes are sent when you are back online.'

/** Queues the changes on this device's draft of the application (one is made when there is none). */
async function queueChanges(skuId: string, application: Application) {
  const draft = (await findDraftBySkuId(skuId)) ?? (await createDraft(application))
  await queueUpdate(draft.id, skuId, application)
}

export function ApplyEditPage({ loaded }: { loaded: LoadedApplication }) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const { record } = loaded
  // The form starts from the record as loaded; a reload of the route must not reset what is typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first record counts.
  const initialInput = useMemo(() => recordToInput(record), [])

  async function submit(application: Application) {
    const skuId = record.sku_id
    const local = await findDraftBySkuId(skuId).catch(() => undefined)
    // Earlier changes still waiting go out first and in order: these join the queue behind them.
    if (!navigator.onLine || local?.syncState === 'queued') {
      await queueChanges(skuId, application)
      await navigate({ to: '/Preview/$id', params: { id: skuId } })
      return
    }
    try {
      await updateApplication(skuId, application)
    } catch (error) {
      if (error instanceof ApiError && error.isNetworkError) {
        await queueChanges(skuId, application)
        await navigate({ to: '/Preview/$id', params: { id: skuId } })
        return
      }
      window.alert(error instanceof Error && error.message ? error.message : FALLBACK_MESSAGE)
      throw error
    }
    // This device's copy follows, so it shows the application as it is when offline.
    if (local) await saveDraftData(local.id, application).catch(() => {})
    // The preview must show what was just saved, not the copy cached before the edit.
    const options = applicationQueryOptions(skuId)
    await queryClient.fetchQuery({ ...options, staleTime: 0 }).catch(() => {
      queryClient.removeQueries({ queryKey: options.queryKey })
    })
    await navigate({ to: '/Preview/$id', params: { id: skuId } })
  }

  return (
    <article>
      <header className="form-page-header">
        <h1>Edit your application</h1>
        <p>
          Application number: <strong className="application-number">{record.sku_id}</strong>
        </p>
      </header>
      {loaded.source === 'device' && <p className="notice notice-warning">{EDITING_DEVICE_COPY_MESSAGE}</p>}
      {record.payment_status === 'COMPLETED' ? (
        <div className="notice notice-success">
          <p>This application has been paid, so it can no longer be changed.</p>
          <p>
            <Link to="/Preview/$id" params={{ id: record.sku_id }}>
              See the application
            </Link>
          </p>
        </div>
      ) : (
        <ApplicationForm mode="edit" initialInput={initialInput} onSubmit={submit} />
      )}
    </article>
  )
}

/** Spec §8: a failed load while editing alerts, then goes home. */
export function ApplyEditLoadError({ error }: { error: unknown }) {
  const navigate = useNavigate()
  useEffect(() => {
    alertOnce(error, error instanceof Error && error.message ? error.message : FALLBACK_MESSAGE)
    void navigate({ to: '/', replace: true })
  }, [error, navigate])
  return <p className="loading-state">Returning to the home page...</p>
}
