import { z } from 'zod'
import { type Provider, ProviderSchema } from '../catalogue/provider.schemas'

/**
 * A provider's terms as a report recorded them when it was made: fees beyond the rate, setup and monthly fees,
 * readers, contract length, renewal and notice (its summary), and where they were read. The tools that quote
 * a provider's terms (Hidden Fees, Contract Red Flags, Best Timing, Negotiation Timing, the switching costs)
 * read these, so a later change to the catalogue does not change what a report says.
 */
export const ProviderTermsSchema = ProviderSchema.pick({
  id: true,
  name: true,
  costModel: true,
  monthlyFeeCents: true,
  setupFeeCents: true,
  hardwareCents: true,
  otherFees: true,
  contract: true,
  sourceUrl: true,
  asOf: true,
})
export type ProviderTerms = z.infer<typeof ProviderTermsSchema>

/**
 * The terms a report records (absent on reports made before they were recorded: read as none, and the
 * readers fall back to the catalogue). An unreadable entry reads as none rather than losing the report.
 */
export const RecordedTermsSchema = z.array(ProviderTermsSchema).catch([])

/** How many of the ranking's first providers have their terms recorded (the enterprise PDF's depth). */
const RANKED_WITH_TERMS = 5

/** The providers whose terms a report records: the merchant's own, every one the advice prices, the top few. */
export function providersToRecord(results: {
  recommendations: readonly { pspProvider: { id: string } }[]
  savings?: { baselineProviderId?: string | null; recommendedProviderId?: string | null } | null
  advice?: { options: readonly { providerId: string | null }[] } | null
}): string[] {
  const ids = [
    results.savings?.baselineProviderId,
    results.savings?.recommendedProviderId,
    ...(results.advice?.options ?? []).map((o) => o.providerId),
    ...results.recommendations.slice(0, RANKED_WITH_TERMS).map((r) => r.pspProvider.id),
  ]
  return [...new Set(ids.filter((id): id is string => typeof id === 'string' && id !== ''))]
}

/** The terms of one catalogue entry, as a report records them. */
export const termsOf = (p: Provider): ProviderTerms =>
  ProviderTermsSchema.parse({
    id: p.id,
    name: p.name,
    costModel: p.costModel,
    monthlyFeeCents: p.monthlyFeeCents,
    setupFeeCents: p.setupFeeCents,
    ...(p.hardwareCents === undefined ? {} : { hardwareCents: p.hardwareCents }),
    otherFees: p.otherFees,
    contract: p.contract,
    sourceUrl: p.sourceUrl,
    asOf: p.asOf,
  })

/** A catalogue entry read with the terms a report recorded for it (unchanged when it recorded none). */
export function withRecordedTerms(p: Provider, terms: ProviderTerms | undefined): Provider {
  if (!terms) return p
  const { hardwareCents, ...rest } = terms
  const { hardwareCents: _live, ...entry } = p
  return { ...entry, ...rest, ...(hardwareCents === undefined ? {} : { hardwareCents }) }
}
