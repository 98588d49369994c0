// Calls of spec §7 about applications, shared by the form, preview, payment and Visa-Fee screens.
import { queryOptions } from '@tanstack/react-query'
import type { Application, ApplicationRecord } from '../../../shared/application'
import { normalizeApplicationNumber } from '../../../shared/application-number'
import { ApiError, apiRequest, OFFLINE_MESSAGE } from './api'

const BASE = '/api/srilanka'

export function applicationQueryOptions(applicationNumber: string) {
  const id = normalizeApplicationNumber(applicationNumber)
  return queryOptions({
    queryKey: ['application', id],
    queryFn: async ({ signal }) => {
      const body = await apiRequest<{ status: true; data: ApplicationRecord }>(
        `${BASE}/View-application/${encodeURIComponent(id)}`,
        { signal },
      )
      return body.data
    },
  })
}

export interface CreatedApplication {
  sku_id: string
}

/** `idempotencyKey` makes a retried submit (lost answer, offline queue) create one application only. */
export async function createApplication(application: Application, idempotencyKey?: string) {
  const body = await apiRequest<{ success: true; message: string; data: CreatedApplication }>(
    `${BASE}/create-application`,
    {
      method: 'POST',
      body: application,
      headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
    },
  )
  return body.data
}

export async function updateApplication(applicationNumber: string, application: Application) {
  const body = await apiRequest<{ status: true; message: string; data: CreatedApplication }>(
    `${BASE}/update-application/${encodeURIComponent(normalizeApplicationNumber(applicationNumber))}`,
    { method: 'PUT', body: application },
  )
  return body.data
}

export function uploadUrl(filename: string): string {
  return `/uploads/${encodeURIComponent(filename)}`
}

/**
 * Uploads the passport copy as multipart field `image`. XMLHttpRequest rather than fetch because
 * only it reports upload progress, which a traveller on a slow link needs to see.
 */
export function uploadPassportCopy(
  file: Blob,
  options: { fileName?: string; onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<{ filename: string }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', '/api/upload')
    xhr.responseType = 'json'
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total)
    }
    xhr.onload = () => {
      const body = xhr.response as { file?: { filename: string }; message?: string } | null
      if (xhr.status >= 200 && xhr.status < 300 && body?.file?.filename) {
        resolve({ filename: body.file.filename })
      } else {
        reject(new ApiError(xhr.status, body?.message ?? 'The upload failed. Please try again.', body))
      }
    }
    xhr.onerror = () => reject(new ApiError(0, OFFLINE_MESSAGE))
    options.signal?.addEventListener('abort', () => xhr.abort())
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'))
    const form = new FormData()
    form.append('image', file, options.fileName ?? (file instanceof File ? file.name : 'passport'))
    xhr.send(form)
  })
}
