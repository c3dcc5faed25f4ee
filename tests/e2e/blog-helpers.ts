import type { APIRequestContext } from '@playwright/test'
import { signInAdminWithCode } from './admin-session'

let counter = 0
export function unique(prefix: string) {
  counter += 1
  return `${prefix}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 6)}`
}

/**
 * Signs the given request context in as the configured administrator (password and authenticator code).
 * A browser context takes the run's shared admin session instead: `signInAsAdmin` in admin-session.
 */
export async function adminLogin(request: APIRequestContext, _baseURL: string) {
  await signInAdminWithCode(request)
}

export async function createPublishedPost(
  request: APIRequestContext,
  baseURL: string,
  fields: { title: string; contentMd?: string; tags?: string[] },
) {
  const slug = unique('e2e-post')
  const res = await request.post('/api/admin/blogv2/posts', {
    data: {
      title: fields.title,
      slug,
      contentMd: fields.contentMd ?? `## ${fields.title}\n\nA post written for an end-to-end test.`,
      tags: fields.tags ?? ['Testing'],
      status: 'Published',
    },
    headers: { origin: baseURL },
  })
  if (res.status() !== 201) throw new Error(`create failed: ${res.status()} ${await res.text()}`)
  return (await res.json()) as { id: string; slug: string; title: string }
}
