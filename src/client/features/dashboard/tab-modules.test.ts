import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { openTabModule, tabModules } from './tab-modules'

const chunksSource = readFileSync(join(import.meta.dirname, 'tab-chunks.ts'), 'utf8')
/** `id: lazyChunk(() => import('./path')` in tab-chunks.ts, by tab id. */
const lazyImports = Object.fromEntries(
  [...chunksSource.matchAll(/'?([\w-]+)'?: lazyChunk\(\(\) =>\s*import\('\.\/([^']+)'\)/g)].map((m) => [
    m[1],
    `src/client/features/dashboard/${m[2]}.tsx`,
  ]),
)

describe('the dashboard tab modules the server links', () => {
  it('name, for each tab, exactly the module tab-chunks.ts loads for it', () => {
    expect(Object.keys(lazyImports).length).toBeGreaterThanOrEqual(9)
    expect(tabModules).toEqual(lazyImports)
  })

  it('pick the tab the address opens with, reports when none or an unknown one is named', () => {
    expect(openTabModule(new URLSearchParams(''))).toBe(tabModules.reports)
    expect(openTabModule(new URLSearchParams('tab=no-such-tab'))).toBe(tabModules.reports)
    expect(openTabModule(new URLSearchParams('tab=alerts'))).toBe(tabModules.alerts)
    expect(openTabModule(new URLSearchParams('tab=compliance'))).toBeUndefined()
  })
})
