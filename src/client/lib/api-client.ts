import {
  type CallArgs,
  type Endpoint,
  type ResponseOf,
  type SchemaSource,
  schemaOf,
  urlOf,
} from '@shared/http/endpoint'

/** A failed answer: the message is "<status>: <body or status text>" (spec §8), the status kept beside it. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    body: string,
  ) {
    super(`${status}: ${body}`)
    this.name = 'ApiError'
  }
}

async function throwIfResNotOk(res: Response) {
  if (res.ok) return
  throw new ApiError(res.status, (await res.text()) || res.statusText)
}

type RequestOptions = { headers?: Record<string, string> }

/**
 * The one fetch wrapper: credentials always, JSON content type only with a body; a `FormData` body is sent as
 * it is (multipart, the browser sets its boundary).
 */
export async function apiRequest(
  method: string,
  url: string,
  data?: unknown,
  options: RequestOptions = {},
): Promise<Response> {
  const form = data instanceof FormData
  const json = data !== undefined && !form
  const res = await fetch(url, {
    method,
    headers: { ...(json ? { 'Content-Type': 'application/json' } : {}), ...options.headers },
    body: form ? data : json ? JSON.stringify(data) : undefined,
    credentials: 'include',
  })
  await throwIfResNotOk(res)
  return res
}

/** A contract whose answer the client parses (a mail link's HTML page is opened, never called). */
type JsonEndpoint = Endpoint & { response: SchemaSource }

/** A contract's headers as sent: the ones given a value. */
function headersOf(headers: unknown): Record<string, string> {
  const sent: Record<string, string> = {}
  for (const [name, value] of Object.entries((headers ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) sent[name] = String(value)
  }
  return sent
}

/**
 * Calls an endpoint from its contract (`shared/<domain>/<domain>.api.ts`): the method and address come from
 * the contract, the body is sent as JSON (a `form` as multipart) with the contract's headers, if any, and the
 * answer is parsed with the contract's schema.
 */
export async function call<E extends JsonEndpoint>(
  contract: E,
  ...args: CallArgs<E>
): Promise<ResponseOf<E>> {
  const res = await apiRequest(contract.method, urlOf(contract, ...args), args[0]?.form ?? args[0]?.body, {
    headers: headersOf(args[0]?.headers),
  })
  const body: unknown = await res.json()
  return (await schemaOf(contract.response)).parse(body) as ResponseOf<E>
}

/** `call`, with null when the thing does not exist (404). */
export async function callOrNull<E extends JsonEndpoint>(
  contract: E,
  ...args: CallArgs<E>
): Promise<ResponseOf<E> | null> {
  try {
    return await call(contract, ...args)
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}

/** The file name a `Content-Disposition` header gives (`filename*=UTF-8''…` first, then `filename=`), if any. */
export function fileNameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1]
  if (extended) {
    try {
      return decodeURIComponent(extended.trim())
    } catch {
      // a malformed encoding: fall back to the plain name
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/i.exec(disposition)
  return plain?.[1] || plain?.[2] || undefined
}

/**
 * GETs a file and hands it to the browser to save under the name the server gives (`Content-Disposition`),
 * or `fallbackName` when it gives none.
 */
export async function downloadFile(url: string, fallbackName = 'download'): Promise<void> {
  const res = await apiRequest('GET', url)
  const fileName = fileNameOf(res.headers.get('content-disposition')) ?? fallbackName
  const blob = await res.blob()
  const href = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = href
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(href), 10_000)
}

/** Saves the file an endpoint answers with (a contract with `file`), under the name the server gives. */
export const download = <E extends Endpoint & { file: string }>(contract: E, ...args: CallArgs<E>) =>
  downloadFile(urlOf(contract, ...args))

/** Whether the server answered with a status (not a network failure or a bug in the page). */
export const isApiError = (error: unknown, status?: number): error is ApiError =>
  error instanceof ApiError && (status === undefined || error.status === status)

/** The server's error message from an "<status>: <json body>" Error, for toasts. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (!(error instanceof Error)) return fallback
  const body = error.message.replace(/^\d{3}: /, '')
  try {
    const parsed = JSON.parse(body) as { message?: unknown }
    if (typeof parsed.message === 'string') return parsed.message
  } catch {
    // not JSON: the body or status text itself
  }
  return body || fallback
}
