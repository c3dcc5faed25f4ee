import { fitScores, READ_DATE, rate } from './helpers'
import type { FigureSource, Provider, SourceConfidence } from './provider.schemas'
import { TYPICAL_ISO_FEES, TYPICAL_ISO_MARKUP, TYPICAL_TERMS_SOURCES } from './typical-terms'

/**
 * Builders for the newer catalogue entries: the required editorial fields, plus defaults for a provider with
 * no contract and next-day funding. `confidence` says whether the rates come from the provider's own page
 * (`published`), from a third party (`third_party`), or are typical terms (`typical_terms`, an estimate).
 */
type Required = Pick<
  Provider,
  | 'id'
  | 'name'
  | 'description'
  | 'website'
  | 'bestFor'
  | 'features'
  | 'integrations'
  | 'supportedIndustries'
  | 'pros'
  | 'cons'
  | 'sourceUrl'
>
type Input = Required &
  Partial<Omit<Provider, keyof Required>> & { confidence: SourceConfidence; sourceNote: string }

export const listed = ({ confidence, sourceNote, ...input }: Input): Provider => {
  const asOf = input.asOf ?? READ_DATE
  const source: FigureSource = { group: 'rates', url: input.sourceUrl, asOf, confidence, note: sourceNote }
  return {
    pricingModel: 'flat',
    costModel: 'flat',
    rateBasis: 'all_in',
    cardPresent: null,
    cardNotPresent: rate(2.9, 30),
    keyed: null,
    // Cross-border fee where the provider publishes none: the typical 1.5% of flat-rate providers.
    internationalSurchargePercent: 1.5,
    currencyConversionPercent: null,
    monthlyFeeCents: 0,
    setupFeeCents: 0,
    otherFees: {},
    contract: { termMonths: 0, autoRenews: false, summary: 'No long-term contract.' },
    payout: { businessDays: 1, summary: 'Next business day is typical.' },
    priorityFit: fitScores(0.7, 0.6, 0.5, 0.4, 0.6),
    idealMonthlyVolumeCents: { min: 0, max: null },
    isActive: true,
    isEstimate: confidence === 'typical_terms',
    asOf,
    figureSources: [source],
    ...input,
  }
}

/** A provider that quotes custom interchange-plus terms, modelled on typical margins (always an estimate). */
export const quoted = (input: Omit<Input, 'confidence'>): Provider =>
  listed({
    pricingModel: 'quote',
    costModel: 'interchange_plus',
    rateBasis: 'markup_over_interchange',
    cardPresent: TYPICAL_ISO_MARKUP.cardPresent,
    cardNotPresent: TYPICAL_ISO_MARKUP.cardNotPresent,
    keyed: TYPICAL_ISO_MARKUP.cardNotPresent,
    otherFees: TYPICAL_ISO_FEES,
    contract: {
      termMonths: 36,
      autoRenews: true,
      summary: 'Quote-based agreement; ask for the term and any early-termination fee in writing.',
    },
    ...input,
    confidence: 'typical_terms',
    figureSources: [
      {
        group: 'rates',
        url: input.sourceUrl,
        asOf: input.asOf ?? READ_DATE,
        confidence: 'typical_terms',
        note: input.sourceNote,
      },
      ...TYPICAL_TERMS_SOURCES.slice(1),
    ],
  })
