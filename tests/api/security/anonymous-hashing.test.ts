import { describe, expect, it, vi } from 'vitest'
import { request, setupTestApp, uniqueUser } from '../../helpers/test-app'

const hashes = vi.hoisted(() => ({ count: 0 }))
vi.mock('../../../src/server/lib/password', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../src/server/lib/password')>()
  return {
    ...original,
    hashPassword: (password: string) => {
      hashes.count += 1
      return original.hashPassword(password)
    },
  }
})

const ctx = setupTestApp()
const from = (ip: string) => ({ 'x-forwarded-for': ip })

describe('anonymous password hashing is bounded', () => {
  it('a reset with an unknown token answers 400 without hashing the new password', async () => {
    hashes.count = 0
    const res = await request(ctx.app, {
      method: 'POST',
      url: '/api/reset-password',
      payload: { token: 'not-a-real-token', newPassword: 'a fresh passphrase 1' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('This reset link is invalid or expired.')
    expect(hashes.count).toBe(0)
  })

  it('reset attempts from one address are limited with 429 and Retry-After', async () => {
    // Time stands still: the limit's window cannot end before the last attempt, however slow the machine.
    ctx.clock.hold()
    const statuses: number[] = []
    for (let i = 0; i < 25; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/reset-password',
        remoteAddress: '203.0.113.7',
        headers: { origin: 'http://localhost:3000' },
        payload: { token: `guess-${i}`, newPassword: 'a fresh passphrase 1' },
      })
      statuses.push(res.statusCode)
      if (res.statusCode === 429) {
        expect(res.headers['retry-after']).toMatch(/^\d+$/)
        expect(res.json()).toMatchObject({ error: 'RATE_LIMITED', requestId: expect.any(String) })
      }
    }
    expect(statuses).toContain(429)
  })

  it('sign-ups from one address are limited with 429 and hash nothing once limited', async () => {
    // Time stands still: the limit's window cannot end before the last attempt, however slow the machine.
    ctx.clock.hold()
    const statuses: number[] = []
    for (let i = 0; i < 15; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/register',
        remoteAddress: '203.0.113.8',
        headers: { origin: 'http://localhost:3000' },
        payload: uniqueUser(),
      })
      statuses.push(res.statusCode)
    }
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThan(0)
    expect(statuses.at(-1)).toBe(429)
    hashes.count = 0
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/register',
      remoteAddress: '203.0.113.8',
      headers: { origin: 'http://localhost:3000', ...from('198.51.100.1') },
      payload: uniqueUser(),
    })
    expect(again.statusCode).toBe(429)
    expect(hashes.count).toBe(0)
  })
})
