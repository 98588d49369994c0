import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect, useMemo, useRef } from 'react'
import type { Application } from '../../../../shared/application'
import { applicationQueryOptions, updateApplication } from '../../lib/applications'
import { ApplicationForm } from './application-form'
import { recordToInput } from './record-to-input'

export const FALLBACK_MESSAGE = 'something went wrong'

export function ApplyEditPage({ id }: { id: string }) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const { data: record } = useSuspenseQuery(applicationQueryOptions(id))
  // The form starts from the record as loaded; a refetch must not reset what is being typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first record counts.
  const initialInput = useMemo(() => recordToInput(record), [])

  async function submit(application: Application) {
    try {
      await updateApplication(record.sku_id, application)
    } catch (error) {
      window.alert(error instanceof Error && error.message ? error.message : FALLBACK_MESSAGE)
      throw error
    }
    // The preview must show what was just saved, not the copy cached before the edit.
    const options = applicationQueryOptions(record.sku_id)
    await queryClient.fetchQuery({ ...options, staleTime: 0 }).catch(() => {
      queryClient.removeQueries({ queryKey: options.queryKey })
    })
    await navigate({ to: '/Preview/$id', params: { id: record.sku_id } })
  }

  return (
    <article>
      <header className="form-page-header">
        <h1>Edit your application</h1>
        <p>
          Application number: <strong className="application-number">{record.sku_id}</strong>
        </p>
      </header>
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
  const told = useRef(false)
  useEffect(() => {
    if (told.current) return
    told.current = true
    window.alert(error instanceof Error && error.message ? error.message : FALLBACK_MESSAGE)
    void navigate({ to: '/', replace: true })
  }, [error, navigate])
  return <p className="loading-state">Returning to the home page...</p>
}
