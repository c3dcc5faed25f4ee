import { Readable } from 'node:stream'
import { activeProviders } from '@shared/catalogue/providers'
import { repriceImport } from '@shared/imports/reprice'
import { readExport } from '../src/server/modules/imports/csv-reader'
import {
  cloverExport,
  GENERIC_MAPPING,
  genericExport,
  paypalExport,
  shopifyExport,
  squareExport,
  stripeExport,
} from '../tests/helpers/processor-exports'

/**
 * `npx tsx scripts/bench-import.ts [rows]`: times an import of each format as the server runs it, minus the
 * database: stream-read a synthetic export (default 2,000 rows, seeded) into monthly sums, then reprice every
 * provider on its months. Each format is warmed up, then run 7 times; the median and the slowest are printed.
 * The target: 2,000 rows in under 2 s.
 */
const rows = Number(process.argv[2] ?? 2_000)
const providers = activeProviders()
const cases = [
  { name: 'square', csv: squareExport(rows).csv, options: {} },
  { name: 'stripe', csv: stripeExport(rows).csv, options: {} },
  { name: 'paypal', csv: paypalExport(rows).csv, options: {} },
  { name: 'shopify', csv: shopifyExport(rows).csv, options: {} },
  { name: 'clover', csv: cloverExport(rows).csv, options: {} },
  { name: 'generic', csv: genericExport(rows).csv, options: { mapping: GENERIC_MAPPING } },
] as const

const chunks = (text: string) => {
  const buf = Buffer.from(text)
  const out: Buffer[] = []
  for (let i = 0; i < buf.length; i += 65_536) out.push(buf.subarray(i, i + 65_536))
  return out
}

async function once(c: (typeof cases)[number]) {
  const t0 = performance.now()
  const { format, aggregates } = await readExport(Readable.from(chunks(c.csv)), {
    format: c.name === 'generic' ? 'generic' : 'auto',
    ...c.options,
  })
  const t1 = performance.now()
  repriceImport(aggregates, format, providers, { industryType: 'retail', businessType: 'established' })
  const t2 = performance.now()
  return { read: t1 - t0, reprice: t2 - t1, total: t2 - t0 }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0
let worst = 0
console.info(
  `Import of ${rows.toLocaleString('en-US')} rows (ms): format, read median, reprice median, total median, total max`,
)
for (const c of cases) {
  await once(c)
  const runs = []
  for (let i = 0; i < 7; i += 1) runs.push(await once(c))
  const max = Math.max(...runs.map((r) => r.total))
  worst = Math.max(worst, max)
  console.info(
    [
      c.name.padEnd(8),
      ...[
        median(runs.map((r) => r.read)),
        median(runs.map((r) => r.reprice)),
        median(runs.map((r) => r.total)),
        max,
      ].map((n) => n.toFixed(1).padStart(8)),
    ].join(' '),
  )
}
console.info(worst < 2_000 ? `OK: slowest ${worst.toFixed(0)} ms < 2,000 ms` : `SLOW: ${worst.toFixed(0)} ms`)
process.exitCode = worst < 2_000 ? 0 : 1
