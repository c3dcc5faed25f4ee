import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../../src/server/config'
import { seed } from '../../../src/server/db/seed'
import { completeSecondFactor } from '../../helpers/second-factor'
import { request, setupTestApp, signUp } from '../../helpers/test-app'

const ctx = setupTestApp()

const capture = () => {
  const lines: string[] = []
  const log = { info: (m: string) => lines.push(m), warn: (m: string) => lines.push(m) }
  return { lines, log }
}
const roleOf = async (email: string) => {
  const rows = await ctx.database.db.execute(sql`select role from users where lower(email) = lower(${email})`)
  return (rows as unknown as { rows: { role: string }[] }).rows[0]?.role
}
const verify = (email: string) =>
  ctx.database.db.execute(
    sql`update users set email_verified_at = now() where lower(email) = lower(${email})`,
  )

describe('start-up seed and a pre-registered admin email', () => {
  it('never promotes an unverified account that registered the admin email first, and says so', async () => {
    const squatter = await signUp(ctx.app, { password: 'admin-password-1' })
    const { lines, log } = capture()
    await seed(loadConfig({ ADMIN_EMAIL: squatter.email, ADMIN_PASSWORD: 'admin-password-1' }), ctx.app, log)
    expect(await roleOf(squatter.email)).toBe('user')
    const me = await request(ctx.app, { method: 'GET', url: '/api/user', cookie: squatter.cookie })
    expect(me.json().role).toBe('user')
    expect(lines.join('\n')).toMatch(/not promoted/i)
  })

  it('never promotes a verified account that does not prove the admin password', async () => {
    const other = await signUp(ctx.app)
    await verify(other.email)
    const { lines, log } = capture()
    await seed(loadConfig({ ADMIN_EMAIL: other.email, ADMIN_PASSWORD: 'the-real-admin-pw' }), ctx.app, log)
    expect(await roleOf(other.email)).toBe('user')
    expect(lines.join('\n')).toMatch(/not promoted/i)
  })

  it('promotes a verified account whose password is ADMIN_PASSWORD, and logs it', async () => {
    const owner = await signUp(ctx.app, { password: 'the-real-admin-pw' })
    await verify(owner.email)
    const { lines, log } = capture()
    await seed(loadConfig({ ADMIN_EMAIL: owner.email, ADMIN_PASSWORD: 'the-real-admin-pw' }), ctx.app, log)
    expect(await roleOf(owner.email)).toBe('admin')
    expect(lines.join('\n')).toMatch(/promoted/i)
  })

  it('creates the admin it does not find, verified, with ADMIN_PASSWORD', async () => {
    const { log } = capture()
    const config = loadConfig({ ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'boss-password-1' })
    await seed(config, ctx.app, log)
    await seed(config, ctx.app, log)
    const login = await request(ctx.app, {
      method: 'POST',
      url: '/api/login',
      payload: { username: 'boss@example.com', password: 'boss-password-1' },
    })
    // The password is right; the administrator then enrols a second factor.
    expect((await completeSecondFactor(ctx.app, login)).user).toMatchObject({ role: 'admin' })
  })
})
