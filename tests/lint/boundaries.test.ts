import { execFileSync } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

// The boundaries biome.json draws, probed with throw-away files inside src: each import a rule forbids must
// fail `biome lint` with that rule, and each import the architecture allows must pass, so a rule that stops
// matching (or starts matching everything) fails here.

const root = join(import.meta.dirname, '../..')
const tag = `zz-boundary-probe-${process.pid}`

type Probe = { file: string; source: string }
let count = 0
const probe = (folder: string, source: string): Probe => ({
  file: `src/${folder}/${tag}-${++count}.ts`,
  source: `${source}\nexport const probe = [x]\n`,
})

const forbidden: Record<string, Probe> = {
  'a feature importing another feature by alias': probe(
    'client/features/home',
    "import { x } from '@client/features/blog/blog-api'",
  ),
  'a feature importing the app by alias': probe(
    'client/features/home',
    "import { x } from '@client/app/pages'",
  ),
  'client/lib importing a feature': probe('client/lib', "import { x } from '../features/home/home-page'"),
  'client/components importing a feature by alias': probe(
    'client/components',
    "import { x } from '@client/features/home/home-page'",
  ),
  'server code importing client code': probe('server/lib', "import { x } from '@client/app/pages'"),
  'server code importing client code by relative path': probe(
    'server/ssr',
    "import { x } from '../../client/app/pages'",
  ),
  'a module subfolder reaching another module’s internals': probe(
    'server/modules/reports/pdf',
    "import { x } from '../../fulfilment/fulfilment-rules'",
  ),
  'a module reaching another module’s internals by alias': probe(
    'server/modules/reports',
    "import { x } from '@server/modules/fulfilment/fulfilment-rules'",
  ),
  'a module importing the composition root': probe(
    'server/modules/reports',
    "import { x } from '@server/services'",
  ),
  'a module subfolder importing the composition root': probe(
    'server/modules/reports/pdf',
    "import { x } from '../../../services'",
  ),
  'an integration importing a module': probe(
    'server/integrations/payments',
    "import { x } from '../../modules/payments/payment-intent.repository'",
  ),
  'shared code importing the server': probe('shared', "import { x } from '../server/config'"),
}

const allowed: Record<string, Probe> = {
  'a feature importing its own files, client/lib and shared': probe(
    'client/features/home',
    "import { x } from './home-page'\nimport { y } from '../../lib/api-client'\nimport { z } from '@shared/routes'\nexport const more = [y, z]",
  ),
  'a module subfolder importing its own module and another module’s service': probe(
    'server/modules/reports/pdf',
    "import { x } from '../report.service'\nimport { y } from '../../assessment/assessment.service'\nexport const more = [y]",
  ),
}

// Two files importing each other's types: a cycle, even though only types cross it.
const cycle: Probe[] = [
  {
    file: `src/server/lib/${tag}-a.ts`,
    source: `import type { B } from './${tag}-b'\nexport type A = { b?: B }\n`,
  },
  {
    file: `src/server/lib/${tag}-b.ts`,
    source: `import type { A } from './${tag}-a'\nexport type B = { a?: A }\n`,
  },
]

const probes = [...Object.values(forbidden), ...Object.values(allowed), ...cycle]

type Diagnostic = { category: string; location: { path: string } }
function lint(): Diagnostic[] {
  for (const { file, source } of probes) {
    mkdirSync(dirname(join(root, file)), { recursive: true })
    writeFileSync(join(root, file), source)
  }
  let output: string
  try {
    output = execFileSync(
      join(root, 'node_modules', '.bin', 'biome'),
      ['lint', '--reporter=json', '--max-diagnostics=none', ...probes.map((p) => p.file)],
      { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
    )
  } catch (error) {
    // biome exits non-zero when it finds errors (as the forbidden probes must); its report is still on stdout.
    output = String((error as { stdout?: unknown }).stdout ?? '')
  }
  return (JSON.parse(output) as { diagnostics: Diagnostic[] }).diagnostics
}

afterAll(() => {
  for (const { file } of probes) rmSync(join(root, file), { force: true })
})

describe('the import boundaries the linter enforces', () => {
  const diagnostics = lint()
  const rulesAt = (file: string) =>
    diagnostics.filter((d) => d.location.path === file).map((d) => d.category.replace('lint/', ''))

  for (const [name, { file }] of Object.entries(forbidden)) {
    it(`refuse ${name}`, () => {
      expect(rulesAt(file)).toContain('style/noRestrictedImports')
    })
  }

  for (const [name, { file }] of Object.entries(allowed)) {
    it(`allow ${name}`, () => {
      expect(rulesAt(file).filter((rule) => rule !== 'correctness/noUnresolvedImports')).toEqual([])
    })
  }

  it('refuse an import cycle made only of types', () => {
    for (const { file } of cycle) expect(rulesAt(file)).toContain('suspicious/noImportCycles')
  })
})
