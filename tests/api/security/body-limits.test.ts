import { describe, expect, it } from 'vitest'
import { adminCookie } from '../../helpers/checkout'
import { request, setupTestApp } from '../../helpers/test-app'

const ctx = setupTestApp()

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`
const send = (url: string, payload: string, cookie?: string, method: 'POST' | 'PUT' = 'POST') =>
  request(ctx.app, {
    method,
    url,
    payload,
    cookie,
    headers: { 'content-type': 'application/json' },
  })

describe('request bodies are bounded before they are parsed', () => {
  it('1 MB of nested JSON is refused as too large on an ordinary route', async () => {
    const res = await send('/api/assessment/start', nested(512 * 1024))
    expect(res.statusCode).toBe(413)
    expect(res.json()).toMatchObject({ error: 'PAYLOAD_TOO_LARGE', requestId: expect.any(String) })
  })

  it('deep nesting within the size limit is refused before JSON.parse', async () => {
    const res = await send('/api/login', `{"username":${nested(5000)},"password":"x"}`)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toMatch(/nested too deeply/)
  })

  it('brackets inside strings do not count as nesting', async () => {
    const res = await send(
      '/api/login',
      JSON.stringify({ username: `${'['.repeat(100)}\\"{`, password: 'not the password' }),
    )
    expect(res.statusCode).toBe(401)
  })

  it('proto poisoning is still refused', async () => {
    const res = await send('/api/login', '{"__proto__":{"x":1},"username":"a","password":"b"}')
    expect(res.statusCode).toBe(400)
  })

  it('a long blog post still fits its route', async () => {
    const admin = await adminCookie(ctx.app)
    const content = `# Title\n\n${'A paragraph of text. '.repeat(5000)}`
    const res = await send(
      '/api/admin/blogv2/posts',
      JSON.stringify({ title: 'A long post', content, status: 'draft' }),
      admin,
    )
    expect(res.statusCode).not.toBe(413)
    expect(res.statusCode).toBeLessThan(500)
  })
})
