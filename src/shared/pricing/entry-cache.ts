import type { Provider, Rate } from '../catalogue/provider.schemas'
import type { BusinessBank, Industry, Platform, PosSoftware, RestrictedCategory } from '../catalogue/taxonomy'
import type { BreakdownLine, ExcludedProvider, PspProviderSummary } from './estimate-result'
import type { ShopifyPlan } from './platform'

/**
 * The engine's one cache: what it derives from a catalogue entry (or one of its rates) alone, written the first
 * time a ranking needs it and kept for as long as the entry object lives. The server keeps one catalogue per
 * version in memory (ADR 018), so each of these is written once per version, not per request (ADR 021). Kept by
 * object, never by amount or name: a fresh entry (an admin preview, a new version) starts with an empty record.
 *
 * Each slot is filled by the module that owns it (`slot ??= write(provider)`); nothing else in the engine keeps
 * state between rankings. Which of these the bench proves worth keeping is recorded in the ADR on the engine's
 * optimisations.
 */
export type EntryCache = {
  /** Industries and integrations as bit sets, priority fit by position (`entry-fit.ts`). */
  fit: EntryFit | null
  /** Eligibility rules in one shape, with the exclusions written so far (`eligibility.ts`). */
  rules: EntryRules | null
  /** The entry's terms and its variants (`variants.ts`). */
  terms: EntryTerms | null
  /** Fee texts as the breakdown quotes them (`entry-texts.ts`). */
  feeTexts: FeeTexts | null
  /** The account-fee lines at one location, frozen and shared by every breakdown (`account-fees.ts`). */
  accountLines: AccountLines | null
  /** The contract and "designed for" sentences (`reason-texts.ts`). */
  reasons: EntryReasons | null
  /** The API shape of the entry, frozen (`provider-summary.ts`). */
  summary: PspProviderSummary | null
}

/** What the engine writes from one rate alone: its text, and the reason sentences that quote it. */
export type RateCache = {
  text: RateText | null
  marginReason: string | null
  flatReason: string | null
}

export type EntryFit = {
  industries: number
  integrations: number
  /** The entry's fit (0–1) for each priority, in the order of PRIORITY_IDS; 0 at low fees' position. */
  priorities: readonly number[]
}

/** Who runs the one software a product is sold in: by answer, by industry, or by name in the description. */
export type SoftwareOnly = {
  posSoftware: readonly PosSoftware[]
  industries: readonly Industry[]
  describedAs: RegExp | null
}

/** An entry's eligibility rules with every field present: one object shape for the whole catalogue. */
export type EntryRules = {
  acceptsRestricted: readonly RestrictedCategory[]
  industriesOnly: readonly Industry[] | null
  bankCustomersOnly: BusinessBank | null
  /** 0 when the entry sets no bound. */
  minVolumeCents: number
  maxVolumeCents: number
  hasInPersonHardware: boolean
  marketplacePayouts: boolean
  trustAccounting: boolean
  softwareOnly: SoftwareOnly | null
  bundledWith: readonly PosSoftware[]
  platformsOnly: readonly Platform[] | null
  onSquarespace: boolean
  hasStorePluginOrApi: boolean
  /** Each exclusion by the rule that gives it, written the first time the rule leaves the entry out. */
  exclusions: Map<string, ExcludedProvider>
}

/** Terms a provider offers, as a catalogue-shaped entry, with a note when they are not the listed ones. */
export type Terms = { provider: Provider; note: string | null }

/** An entry's terms: as listed, and each variant it has (null where it has none). */
export type EntryTerms = {
  listed: Terms
  highRisk: Terms | null
  atVolume: Terms | null
  /** Shopify Payments at each plan (by plan id), for Shopify's own processor. */
  shopify: ReadonlyMap<ShopifyPlan['id'], Terms> | null
}

/**
 * A rate as it reads: "2.9% + $0.30", the parts a breakdown detail quotes: "2.9" and "$0.30", and its
 * processing line's label per channel ("Processing in person (2.9% + $0.30)", in the order of CHANNEL_NAMES).
 */
export type RateText = { label: string; percent: string; fixed: string; processing: readonly string[] }

/** One entry's fees as its breakdown details say them. */
export type FeeTexts = {
  /** "$25.00 per month" for the monthly fee, then for each subscription plan's fee. */
  monthlyFee: string
  planFees: string[]
  setup: string
  pci: string
  statement: string
  gateway: string
  /** "$0.10" per batch. */
  batch: string
  /** "$15.00", or "$25.00 (typical fee)" when the provider publishes none. */
  chargeback: string
  minimum: string
  /**
   * Foreign cards: the cross-border uplift as it reads for flat-rate pricing (the provider's surcharge) and for
   * interchange-priced accounts (the interchange uplift plus the surcharge), and the conversion fee.
   */
  surcharge: string
  interchangeUplift: string
  conversion: string
  /** The plan-fee line's label per subscription plan: "Growth plan fee". */
  planLabels: string[]
  /** Interchange-plus margin line labels per rate and channel ("Stax margin online (0% + $0.08)"), as priced. */
  marginLabels: Map<Rate, readonly string[]>
}

export type AccountLines = {
  setup: BreakdownLine
  pci: BreakdownLine
  statement: BreakdownLine
  gateway: BreakdownLine
  batch: BreakdownLine
}

export type EntryReasons = { contract: string | null; designedFor: string }

const ENTRIES = new WeakMap<Provider, EntryCache>()
const RATES = new WeakMap<Rate, RateCache>()

/**
 * The last entry asked for and its record: a ranking asks for one entry's record several times in a row (its
 * terms, fee texts, fit, reasons), and comparing one reference is cheaper than a weak-map lookup.
 */
let lastProvider: Provider | null = null
let lastCache: EntryCache | null = null

export const entryCache = (provider: Provider): EntryCache => {
  if (provider === lastProvider) return lastCache as EntryCache
  let cache = ENTRIES.get(provider)
  if (cache === undefined) {
    cache = {
      fit: null,
      rules: null,
      terms: null,
      feeTexts: null,
      accountLines: null,
      reasons: null,
      summary: null,
    }
    ENTRIES.set(provider, cache)
  }
  lastProvider = provider
  lastCache = cache
  return cache
}

export const rateCache = (rate: Rate): RateCache => {
  let cache = RATES.get(rate)
  if (cache === undefined) {
    cache = { text: null, marginReason: null, flatReason: null }
    RATES.set(rate, cache)
  }
  return cache
}
