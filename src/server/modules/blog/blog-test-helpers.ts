import { createAdmin } from '../../../../tests/helpers/factories'
import { request, type TestApp } from '../../../../tests/helpers/test-app'

/** A signed-in administrator (tests/helpers/factories). */
export const signUpAdmin = createAdmin

let n = 0
export function postInput(overrides: Record<string, unknown> = {}) {
  n += 1
  return {
    title: `Test post ${n}`,
    slug: `test-post-${n}-${Date.now().toString(36)}`,
    contentMd: `Body of post ${n}. Interchange is the largest part of card fees.`,
    tags: ['Fees'],
    status: 'Draft',
    ...overrides,
  }
}

export async function createPost(
  app: TestApp,
  cookie: string | undefined,
  overrides: Record<string, unknown> = {},
) {
  const res = await request(app, {
    method: 'POST',
    url: '/api/admin/blogv2/posts',
    cookie,
    payload: postInput(overrides),
  })
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`)
  return res.json() as { id: string; slug: string; status: string; publishedAt: string | null }
}
