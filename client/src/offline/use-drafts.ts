// Live views of the drafts for screens: they reload whenever a draft changes, in any tab.
import { useCallback, useEffect, useRef, useState } from 'react'
import { subscribeDraftsChanged } from './draft-events'
import { type Draft, findDraftBySkuId, getDraft, listDrafts } from './draft-store'

interface Live<T> {
  /** Undefined while the first read is in progress. */
  value: T | undefined
  error: Error | undefined
  reload: () => void
}

function useLive<T>(read: () => Promise<T>, relevant: (draftId?: string) => boolean, key: unknown): Live<T> {
  const [value, setValue] = useState<T>()
  const [error, setError] = useState<Error>()
  const latest = useRef(0)
  // The newest callbacks, without making them a reason to subscribe again: `key` says when the
  // thing being read changes.
  const source = useRef({ read, relevant })
  source.current = { read, relevant }

  const reload = useCallback(() => {
    const request = ++latest.current
    source.current.read().then(
      (next) => {
        if (request !== latest.current) return
        setValue(next)
        setError(undefined)
      },
      (failure: unknown) => {
        if (request !== latest.current) return
        setError(failure instanceof Error ? failure : new Error(String(failure)))
      },
    )
  }, [])

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what is read; see `source`.
  useEffect(() => {
    reload()
    const unsubscribe = subscribeDraftsChanged((change) => {
      if (source.current.relevant(change.draftId)) reload()
    })
    return () => {
      unsubscribe()
      latest.current++
    }
  }, [reload, key])
  return { value, error, reload }
}

/** This device's drafts, newest first, kept current. */
export function useDrafts(): { drafts: Draft[] | undefined; error: Error | undefined; reload: () => void } {
  const { value, error, reload } = useLive(listDrafts, () => true, 'all')
  return { drafts: value, error, reload }
}

/** One draft, kept current: `null` when there is no such draft on this device. */
export function useDraft(id: string | undefined): {
  draft: Draft | null | undefined
  error: Error | undefined
  reload: () => void
} {
  const { value, error, reload } = useLive(
    async () => (id ? ((await getDraft(id)) ?? null) : null),
    (draftId) => draftId === undefined || draftId === id,
    id,
  )
  return { draft: value, error, reload }
}

/** This device's draft of application `skuId`, kept current: `null` when it has none. */
export function useDraftOfApplication(skuId: string): Draft | null | undefined {
  const { value } = useLive(
    async () => (await findDraftBySkuId(skuId).catch(() => undefined)) ?? null,
    () => true,
    skuId,
  )
  return value
}
