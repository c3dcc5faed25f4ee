import { describe, expect, it } from 'vitest'
import { goldenSets, hashResults, rankSet } from './test-support/ranking-golden'
import golden from './test-support/ranking-golden.json'

/**
 * The engine's output is unchanged: every cost, score, reason, breakdown line, assumption, exclusion and advice
 * for thousands of seeded-random merchants and the advice scenarios hashes to the recorded value.
 * After an intended change of output: `npm run golden:engine -- --write` (and say why in the commit).
 */
describe('ranking output is byte-identical to the recorded golden output', () => {
  it.each(goldenSets().map((s) => [s.name, s] as const))('%s', (name, set) => {
    const recorded = (golden as Record<string, string>)[name]
    expect(hashResults(rankSet(set))).toBe(recorded)
  })
})
