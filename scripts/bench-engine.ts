import { PROVIDERS } from '@shared/catalogue/providers'
import {
  BUSINESS_BANKS,
  INDUSTRIES,
  PLATFORMS,
  PRIORITY_IDS,
  RESTRICTED_CATEGORIES,
} from '@shared/catalogue/taxonomy'
import { type EstimateRequest, EstimateRequestSchema } from '@shared/pricing/estimate.schemas'
import { rankProviders } from '@shared/pricing/rank'

/**
 * Ranks the whole catalogue for 10,000 seeded-random assessments and reports µs per assessment: wall-clock
 * mean, p50 and p99, and process CPU time. The target is checked against CPU time per assessment, which other
 * load on a shared machine inflates far less than wall-clock time (the mean also absorbs every pause).
 */

const ASSESSMENTS = 10_000
const WARMUP = 1_000
const TARGET_MICROSECONDS = 50

/** mulberry32: small deterministic PRNG. */
function prng(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

const random = prng(20_261_101)
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T
const BUSINESS = ['startup', 'established', 'enterprise'] as const
const CURRENT = [undefined, 'Stripe', 'Square', 'PayPal', 'none', 'Other', 'Chase Paymentech', 'Local Bank']

function randomRequest(): EstimateRequest {
  const businessType = pick(BUSINESS)
  const transactions = Math.max(1, Math.round(10 ** (1 + random() * 4)))
  const ticket = 5 + random() * 495
  const features = [...PRIORITY_IDS].sort(() => random() - 0.5).slice(0, Math.floor(random() * 7))
  return EstimateRequestSchema.parse({
    businessType,
    industryType: pick(INDUSTRIES),
    monthlyTransactions: transactions,
    totalMonthlyVolume: Math.round(transactions * ticket * 100) / 100,
    currentProvider: pick(CURRENT),
    features,
    assessmentData: {
      internationalShare: random() < 0.3 ? Math.round(random() * 100) / 100 : undefined,
      lastMonthFees: random() < 0.2 ? Math.round(transactions * ticket * 3) / 100 : undefined,
      integrations: random() < 0.5 ? ['api-integration', 'accounting-software'] : undefined,
      // The wizard's newer answers, each given by some merchants.
      platform: random() < 0.3 ? pick(PLATFORMS) : undefined,
      restrictedCategory: random() < 0.05 ? pick(RESTRICTED_CATEGORIES) : undefined,
      businessBank: random() < 0.5 ? pick(BUSINESS_BANKS) : undefined,
      channelSplit: random() < 0.3 ? { cardPresent: 0.5, online: 0.3, keyed: 0.2 } : undefined,
      achWilling: businessType !== 'startup' && random() < 0.2 ? true : undefined,
    },
  })
}

const requests = Array.from({ length: ASSESSMENTS }, randomRequest)
/** As the server ranks: with its brand name (a completed assessment stores every provider's texts). */
const OPTIONS = { brandName: 'ProcessorMatch' }
let sink = 0
for (let i = 0; i < WARMUP; i++)
  sink += rankProviders(requests[i % ASSESSMENTS] as EstimateRequest, PROVIDERS, OPTIONS).savings
    .annualSavings

const timings = new Float64Array(ASSESSMENTS)
const cpuStart = process.cpuUsage()
const started = performance.now()
for (let i = 0; i < ASSESSMENTS; i++) {
  const t0 = performance.now()
  sink += rankProviders(requests[i] as EstimateRequest, PROVIDERS, OPTIONS).savings.annualSavings
  timings[i] = (performance.now() - t0) * 1000
}
const totalMs = performance.now() - started
const cpu = process.cpuUsage(cpuStart)
const cpuMean = (cpu.user + cpu.system) / ASSESSMENTS
const sorted = timings.slice().sort()
const mean = (totalMs * 1000) / ASSESSMENTS
const p50 = sorted[Math.floor(ASSESSMENTS * 0.5)] ?? 0
const p99 = sorted[Math.floor(ASSESSMENTS * 0.99)] ?? 0
const active = PROVIDERS.filter((p) => p.isActive).length

console.info(
  `Ranked ${active} providers for ${ASSESSMENTS.toLocaleString('en-US')} seeded-random assessments`,
)
console.info(
  `mean ${mean.toFixed(1)} µs · p50 ${p50.toFixed(1)} µs · p99 ${p99.toFixed(1)} µs per assessment`,
)
console.info(`CPU time ${cpuMean.toFixed(1)} µs per assessment (less sensitive to other load on the machine)`)
console.info(
  `target ≤ ${TARGET_MICROSECONDS} µs (CPU time per assessment): ${cpuMean <= TARGET_MICROSECONDS ? 'met' : 'NOT met'} (checksum ${sink})`,
)
