import { test as base, expect, type Page, waitForHydration } from './hydrated'

type Fixtures = {
  /** Errors seen in the browser; the test fails when any remain at its end. */
  browserErrors: string[]
}

/**
 * Every test fails on console.error, uncaught page errors and CSP violations. Tolerated: Chromium's note
 * about a page document answered with a deliberate 404, and about an API call answered 4xx.
 */
export const test = base.extend<Fixtures>({
  browserErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      const notFoundDocuments = new Set<string>()
      // API answers in the 4xx range are the product talking (a declined card, a conflict): the browser
      // notes each as a failed resource, which is not an error of the page.
      const apiRefusals = new Set<string>()
      page.on('response', (response) => {
        if (response.request().isNavigationRequest() && response.status() === 404) {
          notFoundDocuments.add(response.url())
        }
        if (
          response.status() >= 400 &&
          response.status() < 500 &&
          new URL(response.url()).pathname.startsWith('/api/')
        ) {
          apiRefusals.add(response.url())
        }
      })
      page.on('console', (message) => {
        if (message.type() !== 'error') return
        const where = message.location().url
        if (notFoundDocuments.has(where) && message.text().includes('status of 404')) return
        if (apiRefusals.has(where) && message.text().startsWith('Failed to load resource')) return
        errors.push(`console.error: ${message.text()} (${where})`)
      })
      page.on('pageerror', (error) => errors.push(`page error: ${error.message}`))
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(
            `CSP violation: ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
          )
        })
      })
      await use(errors)
      expect(errors, 'browser errors during the test').toEqual([])
    },
    { auto: true },
  ],
})

export { expect, type Page, waitForHydration }

let counter = 0

/** A fresh account's credentials, unique across runs and tests. */
export function newUser() {
  counter += 1
  const id = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`
  return { email: `user-${id}@example.com`, username: `user_${id}`, password: `pass-${id}-long` }
}

export const admin = {
  email: process.env.E2E_ADMIN_EMAIL ?? 'admin@example.com',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'admin-password-1',
}

const origin = () => new URL(process.env.BASE_URL ?? 'http://localhost:3000').origin

/** Creates an account through the API; the page's context is then signed in as it. */
export async function registerViaApi(page: Page, user = newUser()) {
  const res = await page.request.post('/api/register', { data: user, headers: { origin: origin() } })
  expect(res.status(), await res.text()).toBe(201)
  return user
}

/** Signs the page's context in through the API. */
export async function signInViaApi(page: Page, username: string, password: string) {
  const res = await page.request.post('/api/login', {
    data: { username, password },
    headers: { origin: origin() },
  })
  expect(res.status(), await res.text()).toBe(200)
}
