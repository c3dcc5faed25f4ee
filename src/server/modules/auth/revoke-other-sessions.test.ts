import { describe, expect, it } from 'vitest'
import { get, post } from '../../../../tests/helpers/checkout'
import { setupTestApp, signUp } from '../../../../tests/helpers/test-app'

const ctx = setupTestApp()

describe('POST /api/user/sessions/revoke-others', () => {
  it('signs out every other device and keeps this one', async () => {
    const user = await signUp(ctx.app)
    const other = await post(ctx.app, '/api/login', { username: user.email, password: user.password })
    const otherCookie = other.cookies.find((c) => c.name.endsWith('pm_session'))
    const elsewhere = `${otherCookie?.name}=${otherCookie?.value}`
    expect((await get(ctx.app, '/api/user', elsewhere)).statusCode).toBe(200)

    const res = await post(ctx.app, '/api/user/sessions/revoke-others', undefined, user.cookie)
    expect(res.json()).toEqual({ message: 'Signed out of 1 other device.', ended: 1 })
    expect((await get(ctx.app, '/api/user', user.cookie)).statusCode).toBe(200)
    expect((await get(ctx.app, '/api/user', elsewhere)).statusCode).toBe(401)
    const again = await post(ctx.app, '/api/user/sessions/revoke-others', undefined, user.cookie)
    expect(again.json()).toEqual({ message: 'No other device was signed in.', ended: 0 })
    expect((await post(ctx.app, '/api/user/sessions/revoke-others')).statusCode).toBe(401)
  })
})
