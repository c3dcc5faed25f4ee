import type { Industry, IntegrationId, PriorityId } from '../catalogue/taxonomy'
import type { BlendedCost, CardCategory } from './card-mix'
import type { ChannelBps } from './channel'
import type { ChannelSales } from './channel-sales'
import type { EstimateRequest } from './estimate.schemas'
import type { BreakdownLine } from './estimate-result'
import type { MerchantProfile } from './merchant'

// The merchant's figures for one request, as a type of its own: the models that read them (`processing.ts`,
// `cost.ts`, …) and the code that builds them (`context.ts`) both import it, and neither imports the other for it.

/**
 * Everything about the merchant that the cost and score models need, computed once per request.
 * Volumes are integer cents; channel volumes sum exactly to the total.
 */
export type PricingContext = {
  industry: Industry
  volumeCents: number
  transactions: number
  averageTicketCents: number
  channelBps: ChannelBps
  channelVolumeCents: ChannelBps
  internationalShare: number
  internationalShareAssumed: boolean
  /** Foreign customers are charged in their own currency, so conversion is priced on the international share. */
  chargesInForeignCurrencies: boolean
  locations: number
  cardMix: Record<CardCategory, number>
  blended: { cardPresent: BlendedCost; cardNotPresent: BlendedCost }
  /** The channels the merchant sells through (share above 0), in breakdown order, with their figures. */
  sales: readonly ChannelSales[]
  /** Estimated interchange and network fees for the whole month, in cents (card-mix model). */
  passThrough: { interchangeCents: number; networkCents: number }
  /** Their breakdown lines, the same for every interchange-priced provider (`processing.ts`). */
  passThroughLines: readonly BreakdownLine[]
  /**
   * The chargeback line by the fee's text: providers with the same fee share one line (a catalogue has a few
   * fees), written the first time one of them is priced for this merchant (`cost.ts`).
   */
  chargebackLines: Map<string, BreakdownLine>
  /**
   * The integrations reason by which of the requested integrations an entry covers (a bit set): most entries
   * share one, written the first time it is needed for this merchant (`reasons.ts`).
   */
  integrationReasons: Map<number, string>
  /** Display strings reused by every provider's breakdown, built once per request. */
  labels: RequestLabels
  priorities: readonly PriorityId[]
  integrations: readonly IntegrationId[]
  /** The industry and each requested integration as bits of an entry's fit (`entry-fit.ts`). */
  industryBit: number
  integrationBits: readonly number[]
  /** Each ranked priority's position in an entry's fit (`entry-fit.ts`). */
  priorityIndexes: readonly number[]
  /** Eligibility inputs: restricted products, platform, software, bank, chargebacks. */
  merchant: MerchantProfile
  /** Whether the merchant gave their own channel split / card mix (else industry defaults). */
  channelSplitGiven: boolean
  cardMixGiven: boolean
  /**
   * A fair all-in monthly price for this merchant: interchange and network fees plus a competitive margin
   * (0.25% + 8¢ in person, 0.35% + 15¢ online). The match score's cost factor is measured against it.
   */
  fairCostCents: number
  /** Expected chargebacks per month (may be fractional). */
  chargebacksPerMonth: number
  businessType: EstimateRequest['businessType']
  /** Invoices customers would pay by ACH instead of card, with providers that price ACH; null otherwise. */
  ach: AchShift | null
}

export type AchShift = {
  /** Volume and transfers moved from card to ACH. */
  volumeCents: number
  transfers: number
  /** The card payments that remain, priced as a merchant of their own. */
  card: PricingContext
}

/**
 * The merchant's figures as breakdown lines quote them, written once per request as the pieces around each
 * provider's own figure.
 */
export type RequestLabels = {
  /** Foreign-card label after the provider's percent: "% on 10% of volume)". */
  foreignShare: string
  /** Foreign-card detail between the provider's name and its percent: ": $12,345.00 × 10% × ". */
  foreignVolume: string
  /** Chargeback detail before the provider's fee: "2.4 expected chargebacks × ". */
  chargebacks: string
}
