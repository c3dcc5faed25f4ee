import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { pageViews } from '@client/app/pages'
import { pageDeclarations } from '@shared/page-table'
import { describe, expect, it } from 'vitest'

// The paid ranking must not be computable from the code a visitor's browser gets on a public page: the pricing
// engine (costs, scores, eligibility, advice) and the catalogue's data stay out of every module a public page
// can load. Walks the source import graph (type-only imports are erased, so not followed): from the client's
// entry along static imports, and from each public page's modules along static and dynamic ones.

const root = join(import.meta.dirname, '../..')

/** The pricing modules a public page may use: numbers, schemas and the wording of an answer, no engine code. */
const PRICING_ALLOWED = new Set(
  [
    'advice-options',
    'card-mix',
    'channel',
    'estimate-result',
    'estimate.schemas',
    'fee-defaults',
    'methodology',
    'money',
    'parameters',
    'platform',
  ].map((name) => `src/shared/pricing/${name}.ts`),
)
const CATALOGUE_DATA = /^src\/shared\/catalogue\/(providers.*|build|normalised|rules|typical-terms)\.ts$/

const forbidden = (file: string) =>
  (file.startsWith('src/shared/pricing/') && !PRICING_ALLOWED.has(file)) ||
  file.startsWith('src/shared/tools/engine') ||
  CATALOGUE_DATA.test(file)

const aliases: Record<string, string> = { '@shared/': 'src/shared/', '@client/': 'src/client/' }

function resolve(from: string, specifier: string): string | null {
  let base: string
  const alias = Object.keys(aliases).find((prefix) => specifier.startsWith(prefix))
  if (alias) base = join(root, aliases[alias] as string, specifier.slice(alias.length))
  else if (specifier.startsWith('.')) base = join(root, dirname(from), specifier)
  else return null // a package
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return relative(root, candidate)
  }
  return null // CSS, images, JSON
}

const STATIC = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm
const DYNAMIC = /import\(\s*['"]([^'"]+)['"]\s*\)/g

function imports(file: string, dynamic: boolean): string[] {
  const text = readFileSync(join(root, file), 'utf8')
  const found = [...text.matchAll(STATIC)].map((m) => m[1] as string)
  if (dynamic) found.push(...[...text.matchAll(DYNAMIC)].map((m) => m[1] as string))
  return found.flatMap((specifier) => resolve(file, specifier) ?? [])
}

/** Every source module reachable from `starts`, each with the chain of imports that reached it. */
function reach(starts: string[], dynamic: boolean): Map<string, string[]> {
  const paths = new Map<string, string[]>()
  const queue = starts.map((file) => [file])
  while (queue.length > 0) {
    const chain = queue.shift() as string[]
    const file = chain.at(-1) as string
    if (paths.has(file)) continue
    paths.set(file, chain)
    for (const next of imports(file, dynamic)) if (!paths.has(next)) queue.push([...chain, next])
  }
  return paths
}

const violations = (reached: Map<string, string[]>) =>
  [...reached].filter(([file]) => forbidden(file)).map(([, chain]) => chain.join(' → '))

describe('public pages ship no pricing engine and no catalogue', () => {
  it('the client entry, along its static imports (the landing page and the shell)', () => {
    const reached = reach(['src/client/entry-client.tsx'], false)
    expect(reached.has('src/client/features/home/home-page.tsx')).toBe(true)
    expect(violations(reached)).toEqual([])
  })

  const publicPages = Object.entries(pageDeclarations).filter(([, page]) => page.access === 'public')
  it.each(publicPages.map(([id]) => id))('%s, along its static and dynamic imports', async (id) => {
    const modules = await pageViews[id as keyof typeof pageViews].modules('')
    const reached = reach(modules, true)
    expect(violations(reached)).toEqual([])
  })

  it('the walk finds the engine where it is meant to be: the dashboard', async () => {
    const reached = reach(await pageViews.dashboard.modules('?tab=live-calculator'), true)
    expect(violations(reached).length).toBeGreaterThan(0)
  })
})
