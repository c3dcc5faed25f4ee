import { expect } from 'vitest'
import { codeAt } from '../../src/server/modules/second-factor/totp'
import { clockOf, request, sessionCookieOf, type TestApp } from './test-app'

/** The `name=value` pair of the sign-in challenge cookie a response set. */
export function challengeCookieOf(res: { cookies: { name: string; value: string }[] }): string | undefined {
  const c = res.cookies.find((x) => x.name.endsWith('pm_signin') && x.value)
  return c ? `${c.name}=${c.value}` : undefined
}

type Login = Awaited<ReturnType<typeof request>>

/**
 * Completes a sign-in that answered `{ mfaRequired: true }`: with the enrolment's secret on a first
 * administrator sign-in, or with `secret` when the account already has one. The code is the one for the
 * app's clock (`at`, by default its time now). Returns the session cookie.
 */
export async function completeSecondFactor(app: TestApp, login: Login, secret?: string, at = clockOf(app)()) {
  expect(login.statusCode, login.body).toBe(200)
  const body = login.json()
  expect(body.mfaRequired).toBe(true)
  const key = secret ?? body.enrolment?.secret
  if (!key) throw new Error('no secret to compute a code from')
  const res = await request(app, {
    method: 'POST',
    url: '/api/login/mfa',
    cookie: challengeCookieOf(login),
    payload: { code: await codeAt(key, at) },
  })
  expect(res.statusCode, res.body).toBe(200)
  return { cookie: sessionCookieOf(res), secret: key, user: res.json() }
}

/** Signs in with a password and, when asked, the second factor; returns the session cookie. */
export async function signInFully(app: TestApp, username: string, password: string, secret?: string) {
  const login = await request(app, { method: 'POST', url: '/api/login', payload: { username, password } })
  if (login.statusCode === 200 && login.json().mfaRequired) {
    return (await completeSecondFactor(app, login, secret)).cookie
  }
  expect(login.statusCode, login.body).toBe(200)
  return sessionCookieOf(login)
}
