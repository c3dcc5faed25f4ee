import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { goldenSets, hashResults, rankSet } from '@shared/pricing/test-support/ranking-golden'

/**
 * Records the ranking's golden hashes from the current engine (`--write`), or prints them. With `--dump DIR`
 * also writes each set's results as JSON lines, to diff two versions of the engine line by line.
 */

const GOLDEN_FILE = 'src/shared/pricing/test-support/ranking-golden.json'
const args = process.argv.slice(2)
const dumpAt = args.indexOf('--dump')
const dumpDir = dumpAt >= 0 ? args[dumpAt + 1] : undefined

const hashes: Record<string, string> = {}
for (const set of goldenSets()) {
  const results = rankSet(set)
  hashes[set.name] = hashResults(results)
  if (dumpDir) {
    mkdirSync(dumpDir, { recursive: true })
    writeFileSync(join(dumpDir, `${set.name}.jsonl`), results.map((r) => `${JSON.stringify(r)}\n`).join(''))
  }
}
console.info(JSON.stringify(hashes, null, 2))
if (args.includes('--write')) {
  writeFileSync(GOLDEN_FILE, `${JSON.stringify(hashes, null, 2)}\n`)
  console.info(`Wrote ${GOLDEN_FILE}`)
}
