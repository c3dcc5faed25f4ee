import { request, signUp, type TestApp } from '../../../../tests/helpers/test-app'

/** Signs up a user and makes them the administrator. */
export async function signUpAdmin(app: TestApp) {
  const account = await signUp(app)
  await app.services.users.update(account.user.id, { role: 'admin' })
  return account
}

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
