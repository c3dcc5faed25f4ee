import type { Industry } from '../catalogue/taxonomy'

/** Typical effective rates by industry (spec §9), percent of card volume. */
export const MARKET_BENCHMARKS = [
  { id: 'retail', label: 'Retail', low: 1.8, high: 2.3 },
  { id: 'ecommerce', label: 'E-commerce', low: 2.7, high: 3.2 },
  { id: 'restaurant', label: 'Restaurant', low: 2.1, high: 2.6 },
  { id: 'professional', label: 'Professional services', low: 2.3, high: 2.8 },
  { id: 'nonprofit', label: 'Non-profit', low: 1.9, high: 2.4 },
] as const
export type BenchmarkId = (typeof MARKET_BENCHMARKS)[number]['id']

/** The benchmark row that fits an assessment industry (SaaS sells online; other services as professional). */
export const benchmarkFor = (industry: Industry | string | null | undefined) => {
  const id: BenchmarkId =
    industry === 'retail' || industry === 'restaurant' || industry === 'ecommerce' || industry === 'nonprofit'
      ? industry
      : industry === 'saas'
        ? 'ecommerce'
        : 'professional'
  return MARKET_BENCHMARKS.find((b) => b.id === id) ?? MARKET_BENCHMARKS[3]
}

export type BenchmarkPosition = {
  position: 'below' | 'within' | 'above'
  /** Monthly cost above the benchmark's upper end (0 when within or below), cents. */
  excessMonthlyCents: number
}

/** Where the user's effective rate sits against an industry benchmark, and what being above costs. */
export function compareToBenchmark(
  effectiveRate: number,
  benchmark: { low: number; high: number },
  volumeCents: number,
): BenchmarkPosition {
  const position =
    effectiveRate > benchmark.high ? 'above' : effectiveRate < benchmark.low ? 'below' : 'within'
  const excess = position === 'above' ? Math.round((volumeCents * (effectiveRate - benchmark.high)) / 100) : 0
  return { position, excessMonthlyCents: excess }
}
