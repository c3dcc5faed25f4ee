import { userRow } from '../../src/server/db/factories'
import { completeSecondFactor } from './second-factor'
import { request, sessionCookieOf, type TestApp, uniqueUser } from './test-app'

type AccountOptions = { role?: 'user' | 'admin'; tier?: 'free' | 'startup' | 'established' | 'enterprise' }

/**
 * A signed-in account stored through the factory the seed uses (a user, a paid tier, or an administrator),
 * with its session cookie. Accounts a test makes through sign-up itself use `signUp` instead.
 */
export async function createAccount(app: TestApp, { role = 'user', tier = 'free' }: AccountOptions = {}) {
  // An administrator's address and name start with 'admin', as the seed's do.
  const made = uniqueUser()
  const input =
    role === 'admin'
      ? {
          ...made,
          email: made.email.replace(/^user/, 'admin'),
          username: made.username.replace(/^user/, 'admin'),
        }
      : made
  await app.platform.users.insert(await userRow({ ...input, role, tier, verified: true }))
  const login = await request(app, {
    method: 'POST',
    url: '/api/login',
    payload: { username: input.email, password: input.password },
  })
  if (login.statusCode !== 200) throw new Error(`sign-in failed: ${login.statusCode} ${login.body}`)
  // An administrator's first sign-in enrols an authenticator and completes with a code from it.
  if (login.json().mfaRequired) {
    const { cookie, user, secret } = await completeSecondFactor(app, login)
    return { ...input, user, cookie, totpSecret: secret }
  }
  return { ...input, user: login.json(), cookie: sessionCookieOf(login) }
}

/** A signed-in administrator. */
export const createAdmin = (app: TestApp) => createAccount(app, { role: 'admin' })
