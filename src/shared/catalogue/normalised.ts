import type { Eligibility, OtherFees, Provider } from './provider.schemas'

/**
 * Catalogue entries as the engine reads them: every field present in schema order (absent optional ones as
 * undefined), so its hot loops see one object shape, and written as object literals, so each entry keeps
 * fast properties. (An object given its fields one by one under computed names, as a parser or a loop over
 * a key list does, turns into a slow dictionary-mode object past about a dozen of them, and every read of a
 * field becomes a hash lookup: ADR 033.) The compiler rejects a literal that misses a field.
 */

/** The type with every field required to be written, absent ones as undefined. */
type EveryField<T> = { [K in keyof Required<T>]: T[K] }

export const normalised = (provider: Provider): Provider => {
  const entry: EveryField<Provider> = {
    id: provider.id,
    name: provider.name,
    description: provider.description,
    website: provider.website,
    pricingModel: provider.pricingModel,
    costModel: provider.costModel,
    rateBasis: provider.rateBasis,
    cardPresent: provider.cardPresent,
    cardNotPresent: provider.cardNotPresent,
    keyed: provider.keyed,
    internationalSurchargePercent: provider.internationalSurchargePercent,
    currencyConversionPercent: provider.currencyConversionPercent,
    monthlyFeeCents: provider.monthlyFeeCents,
    setupFeeCents: provider.setupFeeCents,
    markupTiers: provider.markupTiers,
    subscriptionPlans: provider.subscriptionPlans,
    tieredRates: provider.tieredRates,
    otherFees: normalisedFees(provider.otherFees),
    contract: provider.contract,
    payout: provider.payout,
    features: provider.features,
    priorityFit: provider.priorityFit,
    integrations: provider.integrations,
    supportedIndustries: provider.supportedIndustries,
    idealMonthlyVolumeCents: provider.idealMonthlyVolumeCents,
    bestFor: provider.bestFor,
    pros: provider.pros,
    cons: provider.cons,
    isActive: provider.isActive,
    isEstimate: provider.isEstimate,
    sourceUrl: provider.sourceUrl,
    asOf: provider.asOf,
    figureSources: provider.figureSources,
    eligibility: provider.eligibility && normalisedEligibility(provider.eligibility),
    volumePricing: provider.volumePricing,
    hardwareCents: provider.hardwareCents,
    subscriptionAddOnPercent: provider.subscriptionAddOnPercent,
  }
  return entry
}

const normalisedFees = (fees: OtherFees): OtherFees => {
  const out: EveryField<OtherFees> = {
    chargebackCents: fees.chargebackCents,
    pciMonthlyCents: fees.pciMonthlyCents,
    gatewayMonthlyCents: fees.gatewayMonthlyCents,
    statementMonthlyCents: fees.statementMonthlyCents,
    batchCents: fees.batchCents,
    monthlyMinimumCents: fees.monthlyMinimumCents,
    earlyTerminationCents: fees.earlyTerminationCents,
    achPercent: fees.achPercent,
    achCapCents: fees.achCapCents,
  }
  return out
}

const normalisedEligibility = (rules: Eligibility): Eligibility => {
  const out: EveryField<Eligibility> = {
    acceptsRestricted: rules.acceptsRestricted,
    restrictedSourceUrl: rules.restrictedSourceUrl,
    highRisk: rules.highRisk,
    bankCustomersOnly: rules.bankCustomersOnly,
    minMonthlyVolumeCents: rules.minMonthlyVolumeCents,
    maxMonthlyVolumeCents: rules.maxMonthlyVolumeCents,
    industriesOnly: rules.industriesOnly,
    platformsOnly: rules.platformsOnly,
    softwareOnly: rules.softwareOnly,
    bundledWith: rules.bundledWith,
    marketplacePayouts: rules.marketplacePayouts,
    trustAccounting: rules.trustAccounting,
    onlineOnly: rules.onlineOnly,
    sourceUrl: rules.sourceUrl,
  }
  return out
}
