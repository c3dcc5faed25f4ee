import { type APIRequestContext, request as apiRequest, type BrowserContext, test } from '@playwright/test'
import { generate } from 'otplib'

/**
 * The configured administrator signs in with a password and a code from an authenticator (TOTP): the run
 * enrols ADMIN_TOTP_SECRET at start-up and the tests compute the codes. The server takes each code once
 * (a later step's code retires earlier ones), so one admin session is kept for the run and shared by every
 * journey that needs it; a fresh sign-in takes the next unused step and waits for it when it must.
 */
export const adminAccount = {
  email: process.env.E2E_ADMIN_EMAIL ?? process.env.ADMIN_EMAIL ?? 'admin@example.com',
  password: process.env.E2E_ADMIN_PASSWORD ?? process.env.ADMIN_PASSWORD ?? 'admin-password-1',
  totpSecret: process.env.E2E_ADMIN_TOTP_SECRET ?? '',
}

const stepMs = 30_000
let lastStep = 0
let cached: { name: string; value: string } | null = null

const baseUrl = () => process.env.BASE_URL ?? 'http://localhost:3000'
const origin = () => new URL(baseUrl()).origin

/** A code the server has not seen yet: the step after the last one used, within its ±1 step of skew. */
export async function nextAdminCode(): Promise<string> {
  const current = Math.floor(Date.now() / stepMs)
  // The previous step's code is refused once the next step begins: late in a step, take this step's.
  const late = stepMs - (Date.now() % stepMs) < 10_000
  const step = Math.max(lastStep + 1, late ? current : current - 1)
  if (step > current + 1) {
    // Every code the server would take now was used: wait for the next step (and give the test the time).
    const waitMs = (step - 1) * stepMs - Date.now() + 1_000
    test.info().setTimeout(test.info().timeout + waitMs)
    await new Promise((r) => setTimeout(r, waitMs))
  }
  lastStep = step
  return generate({ secret: adminAccount.totpSecret, epoch: step * 30 + 1 })
}

/** Signs `request` in as the administrator: the password, then a fresh code (retried on a used one). */
export async function signInAdminWithCode(request: APIRequestContext) {
  const headers = { origin: origin() }
  for (let attempt = 0; attempt < 4; attempt++) {
    const login = await request.post('/api/login', {
      data: { username: adminAccount.email, password: adminAccount.password },
      headers,
    })
    if (login.status() !== 200)
      throw new Error(`admin sign-in failed: ${login.status()} ${await login.text()}`)
    if (!(await login.json()).mfaRequired) return
    const res = await request.post('/api/login/mfa', { data: { code: await nextAdminCode() }, headers })
    if (res.status() === 200) return
    const text = await res.text()
    if (!text.includes('already used')) throw new Error(`admin code refused: ${res.status()} ${text}`)
  }
  throw new Error('admin sign-in: no unused code was accepted')
}

const isAdminSession = async (cookie: { name: string; value: string }) => {
  const check = await apiRequest.newContext({ baseURL: baseUrl() })
  try {
    const res = await check.get('/api/user', { headers: { cookie: `${cookie.name}=${cookie.value}` } })
    return res.status() === 200 && (await res.json()).role === 'admin'
  } finally {
    await check.dispose()
  }
}

/** The run's administrator session cookie, signing in again when it was ended (sign-out, impersonation). */
export async function adminSessionCookie() {
  if (cached && (await isAdminSession(cached))) return cached
  const context = await apiRequest.newContext({ baseURL: baseUrl() })
  try {
    await signInAdminWithCode(context)
    const cookie = (await context.storageState()).cookies.find((c) => c.name.endsWith('pm_session'))
    if (!cookie) throw new Error('admin sign-in set no session cookie')
    cached = { name: cookie.name, value: cookie.value }
    return cached
  } finally {
    await context.dispose()
  }
}

/** Puts the administrator's session into a browser context (its pages and `page.request`). */
export async function signInAsAdmin(context: BrowserContext) {
  const cookie = await adminSessionCookie()
  await context.addCookies([{ ...cookie, url: origin(), httpOnly: true, sameSite: 'Lax' }])
}

/** A separate API client signed in as the administrator. */
export async function adminRequestContext(): Promise<APIRequestContext> {
  const cookie = await adminSessionCookie()
  return apiRequest.newContext({
    baseURL: baseUrl(),
    storageState: {
      cookies: [
        {
          ...cookie,
          domain: new URL(baseUrl()).hostname,
          path: '/',
          expires: -1,
          httpOnly: true,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [],
    },
  })
}
