import { writeFileSync } from 'node:fs'
import { PROVIDERS } from '../src/shared/catalogue/providers'
import { ADVICE_SCENARIOS } from '../src/shared/pricing/test-support/advice-scenarios'

/** Writes docs/advice-scenarios.md from the scenario list the tests run (`npx tsx scripts/advice-scenarios-doc.ts`). */

const NAMES = new Map(PROVIDERS.map((p) => [p.id, p.name]))
const pick = (id: string) =>
  id === 'stay' ? '**stay**' : id === 'renegotiate' ? '**renegotiate**' : (NAMES.get(id) ?? id)

const inputs = (s: (typeof ADVICE_SCENARIOS)[number]) => {
  const r = s.request
  const d = r.assessmentData ?? {}
  const parts = [
    r.businessType ?? 'established',
    r.industryType ?? 'ecommerce',
    `$${Number(r.totalMonthlyVolume ?? 20_000).toLocaleString('en-US')}/month`,
    `${Number(r.monthlyTransactions ?? 400).toLocaleString('en-US')} sales`,
  ]
  if (r.currentProvider) parts.push(`current: ${r.currentProvider}`)
  for (const [k, v] of Object.entries(d)) parts.push(`${k}: ${typeof v === 'object' ? JSON.stringify(v) : v}`)
  if (r.features?.length) parts.push(`priorities: ${r.features.join(', ')}`)
  return parts.join('; ')
}

const lines = [
  '# Advice scenarios',
  '',
  'Realistic US merchants with the answers a payments consultant would accept, written before looking at the',
  "engine's output. Each runs as a test (`src/shared/pricing/advice-scenarios.test.ts`): the top pick (or the",
  'advice to stay or renegotiate) must be one of the accepted answers, and no single provider may top more than',
  'a third of them. The list lives in `src/shared/pricing/test-support/advice-scenarios.ts`; this page is',
  'generated from it with `npx tsx scripts/advice-scenarios-doc.ts`.',
  '',
  `${ADVICE_SCENARIOS.length} scenarios.`,
  '',
  '| # | Segment | Merchant | Inputs | Accepted answers | Why |',
  '|---|---|---|---|---|---|',
  ...ADVICE_SCENARIOS.map(
    (s, i) =>
      `| ${i + 1} | ${s.segment} | ${s.name} | ${inputs(s).replaceAll('|', '/')} | ${s.accept.map(pick).join(', ')} | ${s.why} |`,
  ),
  '',
]
writeFileSync(new URL('../docs/advice-scenarios.md', import.meta.url), lines.join('\n'))
