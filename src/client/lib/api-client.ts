import type { QueryFunction } from '@tanstack/react-query'
import type { z } from 'zod'

/** Turns a failed response into an Error whose message is "<status>: <body or status text>" (spec §8). */
async function throwIfResNotOk(res: Response) {
  if (res.ok) return
  const text = (await res.text()) || res.statusText
  throw new Error(`${res.status}: ${text}`)
}

/** The one fetch wrapper: credentials always, JSON content type only with a body. */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: data !== undefined ? { 'Content-Type': 'application/json' } : {},
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: 'include',
  })
  await throwIfResNotOk(res)
  return res
}

/** GETs a JSON answer and parses it with its shared schema. */
export async function getJson<S extends z.ZodType>(url: string, schema: S): Promise<z.infer<S>> {
  return schema.parse(await (await apiRequest('GET', url)).json())
}

/** GETs a JSON answer parsed with its shared schema; null when the thing does not exist (404). */
export async function getJsonOrNull<S extends z.ZodType>(url: string, schema: S): Promise<z.infer<S> | null> {
  const res = await fetch(url, { credentials: 'include' })
  if (res.status === 404) return null
  await throwIfResNotOk(res)
  return schema.parse(await res.json())
}

/** Sends a JSON body and parses the answer with its shared schema. */
export async function sendJson<S extends z.ZodType>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  schema: S,
  data?: unknown,
): Promise<z.infer<S>> {
  return schema.parse(await (await apiRequest(method, url, data)).json())
}

/** GETs the first element of the query key; optionally yields null on 401. */
export const getQueryFn =
  <T>(options: { on401: 'returnNull' | 'throw' }): QueryFunction<T> =>
  async ({ queryKey }) => {
    const res = await fetch(String(queryKey[0]), { credentials: 'include' })
    if (options.on401 === 'returnNull' && res.status === 401) return null as T
    await throwIfResNotOk(res)
    return (await res.json()) as T
  }

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
