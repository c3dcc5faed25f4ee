// Installs the system packages the test suite needs (Debian's Chromium and PostgreSQL 15) when missing.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

/** Debian's Chromium, the browser itself: Lighthouse audits the pages in it. */
export const chromiumPath = '/usr/bin/chromium'
/**
 * Debian's headless shell of the same Chromium release: the journeys run in it. Without the full browser's
 * user interface under its headless mode it drew the same pages for about two thirds of the CPU (ADR 059).
 */
export const headlessShellPath = '/usr/bin/chromium-headless-shell'

/** Flags for headless Chromium on a machine with no network beyond loopback and no sandbox support. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
export const pgBinCandidates = ['/usr/lib/postgresql/15/bin']

const isRoot = () => process.getuid?.() === 0
let aptUpdated = false

function aptInstall(packages) {
  if (!isRoot()) {
    throw new Error(
      `Missing system packages: ${packages.join(' ')}. Install them with: sudo apt-get install -y ${packages.join(' ')}`,
    )
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  if (!aptUpdated) {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
    aptUpdated = true
  }
  console.info(`Installing ${packages.join(', ')} from Debian's packages...`)
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], {
    stdio: 'inherit',
    env,
  })
}

export function ensureChromium() {
  if (!existsSync(chromiumPath)) aptInstall(['chromium'])
  return chromiumPath
}

export function ensureHeadlessShell() {
  if (!existsSync(headlessShellPath)) aptInstall(['chromium-headless-shell'])
  return headlessShellPath
}

export function ensurePostgres() {
  const found = pgBinCandidates.find((dir) => existsSync(`${dir}/postgres`))
  if (found) return found
  aptInstall(['postgresql-15'])
  const installed = pgBinCandidates.find((dir) => existsSync(`${dir}/postgres`))
  if (!installed) throw new Error('PostgreSQL 15 binaries not found after installation')
  return installed
}
