import { defineConfig, devices } from '@playwright/test'

// @ts-expect-error plain ESM script without type declarations
import { chromiumArgs, headlessShellPath } from './scripts/lib/system-deps.mjs'

/**
 * Journeys that only read what every journey shares (the catalogue, the seeded pages and posts) and make their
 * own accounts, assessments and purchases: two run at a time, one file per worker. Every other journey changes
 * something others read (a provider's fee, a page's text, the administrator's session) and runs one at a time
 * after them, beside those below: `scripts/e2e.mjs` runs the first project, then the other two side by side.
 */
const ON_THEIR_OWN_DATA = [
  'accessibility',
  'account',
  'assessment',
  'auth',
  'checkout',
  'dashboard',
  'dashboard-accessibility',
  'dashboard-tabs',
  'embed',
  'first-paint',
  'imports',
  'inactivity',
  'landing',
  'navigation',
  'pages',
  'tool-figures',
  'tools',
].map((name) => `**/${name}.spec.ts`)

/**
 * Journeys that start servers of their own (`npm start`, `npm run dev`) and never call the shared one: they
 * run one after the other beside the shared-state journeys. Not beside each other: the `npm run dev` journey
 * edits a component, which would make `npm start` rebuild. (The public pages' accessibility scans ran here
 * too once: the two cores were then shared three ways and the whole took longer, 5.2 + 5.6 min against
 * 5.9 + 4.5.)
 */
const ALONGSIDE = ['dev', 'process'].map((name) => `**/${name}.spec.ts`)

const chromium = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } }

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: process.env.BASE_URL ?? 'http://localhost:3000',
    // Recording a trace of every journey (kept only when it fails) made each a third slower: off unless asked
    // for (`E2E_TRACE=retain-on-failure npm run test:e2e -- <file>` to study a failure); a failure still leaves
    // its screenshot and the page's accessibility snapshot in test-results/.
    trace: process.env.E2E_TRACE === 'retain-on-failure' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: headlessShellPath, args: chromiumArgs },
  },
  outputDir: 'test-results',
  projects: [
    { name: 'own-data', testMatch: ON_THEIR_OWN_DATA, workers: 2, use: chromium },
    {
      name: 'shared-state',
      testIgnore: [...ON_THEIR_OWN_DATA, ...ALONGSIDE],
      workers: 1,
      use: chromium,
    },
    { name: 'alongside', testMatch: ALONGSIDE, workers: 1, use: chromium },
  ],
})
