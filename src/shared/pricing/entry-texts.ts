import type { Provider, Rate } from '../catalogue/provider.schemas'
import { formatFixedFee, formatRate, formatUsd } from '../format'
import { INTERNATIONAL_INTERCHANGE_UPLIFT_PERCENT } from './card-mix'
import { CHANNEL_NAMES } from './channel'
import { entryCache, type FeeTexts, type RateText, rateCache } from './entry-cache'
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

export type { FeeTexts, RateText } from './entry-cache'

export const rateText = (rate: Rate): RateText => {
  const cache = rateCache(rate)
  cache.text ??= writeRateText(rate)
  return cache.text
}

function writeRateText(rate: Rate): RateText {
  const label = formatRate(rate)
  return {
    label,
    percent: String(rate.percent),
    fixed: formatFixedFee(rate.fixedCents),
    processing: CHANNEL_NAMES.map((channel) => `Processing ${channel} (${label})`),
  }
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
  const cache = entryCache(provider)
  cache.feeTexts ??= writeFeeTexts(provider)
  return cache.feeTexts
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
