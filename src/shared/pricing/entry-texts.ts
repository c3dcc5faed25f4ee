import type { Provider, Rate } from '../catalogue/provider.schemas'
import { formatFixedFee, formatRate, formatUsd } from '../format'
import { INTERNATIONAL_INTERCHANGE_UPLIFT_PERCENT } from './card-mix'
import { CHANNEL_NAMES } from './channel'
import {
  SETUP_AMORTISATION_MONTHS,
  TYPICAL_CHARGEBACK_CENTS,
  TYPICAL_CURRENCY_CONVERSION_PERCENT,
} from './fee-defaults'

/**
 * Display texts that depend only on a catalogue entry — its rates and fees as a breakdown quotes them —
 * written the first time the entry is priced and kept for as long as the entry lives. The server keeps one
 * catalogue per version in memory (ADR 018), so each text is written once per version, not per request
 * (ADR 021). Kept by object, never by amount: a fresh entry (an admin preview, a new version) gets fresh texts.
 */

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

const RATE_TEXTS = new WeakMap<Rate, RateText>()
const FEE_TEXTS = new WeakMap<Provider, FeeTexts>()

export const rateText = (rate: Rate): RateText => {
  let text = RATE_TEXTS.get(rate)
  if (text === undefined) {
    const label = formatRate(rate)
    text = {
      label,
      percent: String(rate.percent),
      fixed: formatFixedFee(rate.fixedCents),
      processing: CHANNEL_NAMES.map((channel) => `Processing ${channel} (${label})`),
    }
    RATE_TEXTS.set(rate, text)
  }
  return text
}

/** The margin line's label for each channel, written the first time the entry is priced at this rate. */
export const marginLabels = (provider: Provider, texts: FeeTexts, rate: Rate): readonly string[] => {
  let labels = texts.marginLabels.get(rate)
  if (labels === undefined) {
    const kind = rate.percent === 0 ? 'per-transaction fee' : 'margin'
    const label = rateText(rate).label
    labels = CHANNEL_NAMES.map((channel) => `${provider.name} ${kind} ${channel} (${label})`)
    texts.marginLabels.set(rate, labels)
  }
  return labels
}

export const feeTexts = (provider: Provider): FeeTexts => {
  let texts = FEE_TEXTS.get(provider)
  if (texts === undefined) {
    texts = writeFeeTexts(provider)
    FEE_TEXTS.set(provider, texts)
  }
  return texts
}

const perMonth = (cents: number) => `${formatUsd(cents)} per month`

function writeFeeTexts(provider: Provider): FeeTexts {
  const fees = provider.otherFees
  const chargeback = fees.chargebackCents
  return {
    monthlyFee: perMonth(provider.monthlyFeeCents),
    planFees: (provider.subscriptionPlans ?? []).map((plan) => perMonth(plan.monthlyFeeCents)),
    setup: `${formatUsd(provider.setupFeeCents)} spread over ${SETUP_AMORTISATION_MONTHS} months`,
    pci: perMonth(fees.pciMonthlyCents ?? 0),
    statement: perMonth(fees.statementMonthlyCents ?? 0),
    gateway: perMonth(fees.gatewayMonthlyCents ?? 0),
    batch: formatUsd(fees.batchCents ?? 0),
    chargeback:
      chargeback === undefined
        ? `${formatUsd(TYPICAL_CHARGEBACK_CENTS)} (typical fee)`
        : formatUsd(chargeback),
    minimum: `Fees below the ${formatUsd(fees.monthlyMinimumCents ?? 0)} monthly minimum are topped up`,
    surcharge: String(provider.internationalSurchargePercent),
    interchangeUplift: String(
      INTERNATIONAL_INTERCHANGE_UPLIFT_PERCENT + provider.internationalSurchargePercent,
    ),
    conversion: String(provider.currencyConversionPercent ?? TYPICAL_CURRENCY_CONVERSION_PERCENT),
    planLabels: (provider.subscriptionPlans ?? []).map((plan) => `${plan.name} plan fee`),
    marginLabels: new Map(),
  }
}
