// Calls of docs/site.md §7 about applications, shared by the form, preview, payment and Visa-Fee screens.
import { queryOptions } from '@tanstack/react-query'
import { messageOf } from '../../../shared/api'
import type {
  ApplicationSummary,
  ApplicationView,
  ApplicationWithFee,
  CreateApplicationResponse,
  UpdateApplicationResponse,
  UploadResponse,
  VerifyApplicationResponse,
  ViewApplicationResponse,
} from '../../../shared/api-types'
import type { Application } from '../../../shared/application'
import { normalizeApplicationNumber } from '../../../shared/application-number'
import { EVISA_API, evisaDownloadName } from '../../../shared/evisa'
import { GROUP_MEMBER_HEADER } from '../../../shared/groups'
import { accessHeaders, getAccessKey } from './access-keys'
import { ApiError, apiRequest, assertMayRequest, OFFLINE_MESSAGE } from './api'
import { saveFile } from './save-file'

const BASE = '/api/srilanka'

export type { ApplicationSummary, ApplicationView }

/** View-application with this device's key: every field, with the fee and the initials. */
export type FullApplication = ApplicationWithFee

/** Whether the server answered the whole record (it did when this device's key was accepted). */
export function isFullApplication(view: ApplicationView): view is FullApplication {
  return 'passport_number' in view
}

/** Sends this device's key, when it has one, so a key holder gets the full record. */
export function applicationQueryOptions(applicationNumber: string) {
  const id = normalizeApplicationNumber(applicationNumber)
  return queryOptions({
    queryKey: ['application', id],
    queryFn: async ({ signal }) => {
      const key = await getAccessKey(id)
      const body = await apiRequest<ViewApplicationResponse>(
        `${BASE}/View-application/${encodeURIComponent(id)}`,
        { signal, headers: accessHeaders(key) },
      )
      return body.data
    },
  })
}

/** An application already made that a new one travels with, and this device's key to it. */
export interface GroupMemberProof {
  skuId: string
  key: string
}

/**
 * `idempotencyKey` makes a retried submit (lost answer, offline queue) create one application only;
 * `travelsWith` adds it to the group of an application this device holds the key of.
 */
export async function createApplication(
  application: Application,
  idempotencyKey?: string,
  travelsWith?: GroupMemberProof,
) {
  const headers: Record<string, string> = idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}
  if (travelsWith) {
    headers[GROUP_MEMBER_HEADER.toLowerCase()] = travelsWith.skuId
    Object.assign(headers, accessHeaders(travelsWith.key))
  }
  const body = await apiRequest<CreateApplicationResponse>(`${BASE}/create-application`, {
    method: 'POST',
    body: application,
    headers,
  })
  return body.data
}

/** Needs the application's key: `accessKey` when the caller has read it, else this device's. */
export async function updateApplication(
  applicationNumber: string,
  application: Application,
  accessKey?: string,
) {
  const id = normalizeApplicationNumber(applicationNumber)
  const key = accessKey ?? (await getAccessKey(id))
  const body = await apiRequest<UpdateApplicationResponse>(
    `${BASE}/update-application/${encodeURIComponent(id)}`,
    { method: 'PUT', body: application, headers: accessHeaders(key) },
  )
  return body.data
}

/**
 * Proves with the passport number and date of birth that this device may open the application;
 * answers a new key for this device. A mismatch is a 403, too many tries a 429 (ApiError).
 */
export async function verifyApplication(details: {
  sku_id: string
  passport_number: string
  date_of_birth: string
}): Promise<VerifyApplicationResponse['data']> {
  const body = await apiRequest<VerifyApplicationResponse>(`${BASE}/verify-application`, {
    method: 'POST',
    body: { ...details, sku_id: normalizeApplicationNumber(details.sku_id) },
  })
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
): Promise<UploadResponse['file']> {
  return assertMayRequest().then(() => sendPassportCopy(file, options))
}

function sendPassportCopy(
  file: Blob,
  options: { fileName?: string; onProgress?: (fraction: number) => void; signal?: AbortSignal },
): Promise<UploadResponse['file']> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', '/api/upload')
    xhr.responseType = 'json'
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total)
    }
    xhr.onload = () => {
      const body = xhr.response as (Partial<UploadResponse> & { message?: string }) | null
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

/**
 * Fetches the approved eVisa with this device's key and saves it as eVisa-{number}.pdf. A fetch
 * rather than a link: the key goes in a header, never in a URL. Failures are ApiErrors (401/403
 * when the key is not accepted, 404 when there is no eVisa yet, 0 offline).
 */
export async function downloadEvisa(applicationNumber: string): Promise<void> {
  const id = normalizeApplicationNumber(applicationNumber)
  const key = await getAccessKey(id)
  await assertMayRequest()
  let response: Response
  try {
    response = await fetch(`${EVISA_API}/${encodeURIComponent(id)}`, { headers: accessHeaders(key) })
  } catch {
    throw new ApiError(0, OFFLINE_MESSAGE)
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null)
    throw new ApiError(response.status, messageOf(body, 'The eVisa could not be downloaded.'), body)
  }
  saveFile(await response.blob(), evisaDownloadName(id))
}
