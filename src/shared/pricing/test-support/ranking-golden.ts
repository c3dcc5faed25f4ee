import { createHash } from 'node:crypto'
import { PROVIDERS } from '../../catalogue/providers'
import type { EstimateRequest } from '../estimate.schemas'
import type { EstimateResult } from '../estimate-result'
import { type RankOptions, rankProviders } from '../rank'
import { ADVICE_SCENARIOS } from './advice-scenarios'
import { randomRequests } from './random-requests'
import { request } from './requests'

/**
 * The ranking's golden output: every request set ranked with a fixed date, each result written as JSON (keys in
 * the order the engine writes them) and the whole set hashed. Any change to a cost, score, reason, breakdown
 * line, assumption, exclusion or advice changes the hash. `ranking-golden.json` holds the recorded hashes;
 * `npm run golden:engine` rewrites them.
 */

export const GOLDEN_TODAY = '2026-11-25'

export type GoldenSet = { name: string; requests: EstimateRequest[]; options: RankOptions }

export const goldenSets = (): GoldenSet[] => [
  {
    name: 'typical',
    requests: randomRequests(2_000, 20_261_101),
    options: { brandName: 'ProcessorMatch', today: GOLDEN_TODAY },
  },
  { name: 'wide', requests: randomRequests(2_000, 424_242, 'wide'), options: { today: GOLDEN_TODAY } },
  {
    name: 'advice-scenarios',
    requests: ADVICE_SCENARIOS.map((s) => request(s.request)),
    options: { brandName: 'ProcessorMatch', today: GOLDEN_TODAY },
  },
]

export const rankSet = (set: GoldenSet): EstimateResult[] =>
  set.requests.map((r) => rankProviders(r, PROVIDERS, set.options))

export const hashResults = (results: readonly EstimateResult[]): string => {
  const hash = createHash('sha256')
  for (const result of results) hash.update(`${JSON.stringify(result)}\n`)
  return hash.digest('hex')
}
