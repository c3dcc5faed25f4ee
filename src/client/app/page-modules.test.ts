import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { pageModules } from './page-modules'

const pagesSource = readFileSync(join(import.meta.dirname, 'pages.tsx'), 'utf8')
const lazyImports = [...pagesSource.matchAll(/import\('\.\.\/(features\/[^']+)'\)/g)].map((m) => m[1])

describe('the page modules the server links', () => {
  it('names exactly the modules pages.tsx loads as pages, so every page gets its own styles at first paint', () => {
    const named = new Set(
      Object.values(pageModules).map((file) => file.replace(/^src\/client\/|\.tsx$/g, '')),
    )
    const notPages: Array<string | undefined> = [
      'features/impersonation/impersonation-banner',
      'features/dashboard/tab-chunks',
    ]
    const loaded = new Set(lazyImports.filter((file) => !notPages.includes(file)))
    expect([...named].sort()).toEqual([...loaded].sort())
  })
})
