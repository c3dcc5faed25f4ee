import type { IntegrationId } from '../catalogue/taxonomy'
import { formatUsd } from '../format'
import { blendMix, type CostRate, cardMixFor, cardMixFromInput } from './card-mix'
import { BPS, channelSplitFor, channelSplitFromShares } from './channel'
import { channelSales } from './channel-sales'
import { industryBit, integrationBit, priorityIndex } from './entry-fit'
import type { EstimateRequest } from './estimate.schemas'
import { ACH_SHARE } from './fee-defaults'
import { merchantProfile } from './merchant'
import { roundCents, toCents } from './money'
import { FAIR_MARGIN } from './parameters'
import type { AchShift, PricingContext, RequestLabels } from './pricing-context'
import { passThroughLines } from './processing'
import { tierSharesFor } from './tier-shares'

export type { AchShift, PricingContext, RequestLabels } from './pricing-context'

/** Share of international cards assumed when the user ranks international payments but gives no share. */
export const ASSUMED_INTERNATIONAL_SHARE = 0.1

export const buildContext = (request: EstimateRequest): PricingContext => {
  const volumeCents = toCents(request.totalMonthlyVolume)
  const transactions = request.monthlyTransactions
  const averageTicketCents = Math.round(volumeCents / transactions)
  const data = request.assessmentData
  const channelBps = data?.channelSplit
    ? channelSplitFromShares(data.channelSplit)
    : channelSplitFor(request.industryType)
  const merchant = merchantProfile(request)
  const cardPresentCents = Math.round((volumeCents * channelBps.cardPresent) / BPS)
  const keyedCents = Math.round((volumeCents * channelBps.keyed) / BPS)
  const channelVolumeCents = {
    cardPresent: cardPresentCents,
    keyed: keyedCents,
    online: volumeCents - cardPresentCents - keyedCents,
  }
  const given = request.assessmentData?.internationalShare
  const wantsInternational = request.features.includes('international')
  const internationalShare = given ?? (wantsInternational ? ASSUMED_INTERNATIONAL_SHARE : 0)
  const locations = request.assessmentData?.locations ?? 1
  const cardMix = data?.cardMix
    ? cardMixFromInput(data.cardMix)
    : cardMixFor(request.industryType, averageTicketCents)
  const mixOptions = { charity: merchant.charity, level23: merchant.level23 }
  const blended = {
    cardPresent: blendMix(cardMix, 'cardPresent', averageTicketCents, mixOptions),
    cardNotPresent: blendMix(cardMix, 'cardNotPresent', averageTicketCents, mixOptions),
  }
  const cpCount = (transactions * channelBps.cardPresent) / BPS
  const cnpCount = transactions - cpCount
  const cnpVolume = channelVolumeCents.online + channelVolumeCents.keyed
  const passThrough = {
    interchangeCents: roundCents(
      costAt(blended.cardPresent.interchange, cardPresentCents, cpCount) +
        costAt(blended.cardNotPresent.interchange, cnpVolume, cnpCount),
    ),
    networkCents: roundCents(
      costAt(blended.cardPresent.network, cardPresentCents, cpCount) +
        costAt(blended.cardNotPresent.network, cnpVolume, cnpCount),
    ),
  }
  const fairMargin = roundCents(
    (cardPresentCents * FAIR_MARGIN.cardPresent.percent) / 100 +
      cpCount * FAIR_MARGIN.cardPresent.fixedCents +
      (cnpVolume * FAIR_MARGIN.cardNotPresent.percent) / 100 +
      cnpCount * FAIR_MARGIN.cardNotPresent.fixedCents,
  )
  const integrations = requestedIntegrations(request.assessmentData?.integrations)
  const ctx: PricingContext = {
    industry: request.industryType,
    merchant,
    channelSplitGiven: data?.channelSplit !== undefined,
    cardMixGiven: data?.cardMix !== undefined,
    fairCostCents: passThrough.interchangeCents + passThrough.networkCents + fairMargin,
    chargebacksPerMonth: transactions * merchant.chargebackRate,
    businessType: request.businessType,
    volumeCents,
    transactions,
    averageTicketCents,
    channelBps,
    channelVolumeCents,
    internationalShare,
    internationalShareAssumed: given === undefined && wantsInternational,
    chargesInForeignCurrencies: data?.chargesInForeignCurrencies ?? false,
    locations,
    cardMix,
    blended,
    sales: channelSales(transactions, channelBps, channelVolumeCents, tierSharesFor(cardMix)),
    passThrough,
    passThroughLines: passThroughLines(passThrough),
    chargebackLines: new Map(),
    integrationReasons: new Map(),
    labels: requestLabels(volumeCents, internationalShare, transactions * merchant.chargebackRate),
    priorities: request.features,
    integrations,
    industryBit: industryBit(request.industryType),
    integrationBits: integrations.map(integrationBit),
    priorityIndexes: request.features.map(priorityIndex),
    ach: null,
  }
  if (data?.achWilling) ctx.ach = achShift(request, ctx)
  return ctx
}

/** Part of the online and keyed payments moved to ACH; the rest stays on card, in person unchanged. */
function achShift(request: EstimateRequest, ctx: PricingContext): AchShift | null {
  const { transactions, channelBps, channelVolumeCents } = ctx
  const cardNotPresentCount = (transactions * (channelBps.online + channelBps.keyed)) / BPS
  const transfers = Math.round(cardNotPresentCount * ACH_SHARE)
  const volumeCents = Math.round((channelVolumeCents.online + channelVolumeCents.keyed) * ACH_SHARE)
  const cardTransactions = transactions - transfers
  if (transfers === 0 || volumeCents === 0 || cardTransactions < 1) return null
  const cardPresentCount = (transactions * channelBps.cardPresent) / BPS
  const keyedCount = ((transactions * channelBps.keyed) / BPS) * (1 - ACH_SHARE)
  const cardPresent = cardPresentCount / cardTransactions
  const keyed = keyedCount / cardTransactions
  const card = buildContext({
    ...request,
    monthlyTransactions: cardTransactions,
    totalMonthlyVolume: (ctx.volumeCents - volumeCents) / 100,
    assessmentData: {
      ...request.assessmentData,
      achWilling: false,
      channelSplit: { cardPresent, keyed, online: Math.max(0, 1 - cardPresent - keyed) },
    },
  })
  return { volumeCents, transfers, card }
}

function requestedIntegrations(ids: readonly IntegrationId[] | undefined): IntegrationId[] {
  const out: IntegrationId[] = []
  for (const id of ids ?? []) if (id !== 'none') out.push(id)
  return out
}

function costAt(rate: CostRate, volumeCents: number, count: number): number {
  return (volumeCents * rate.percent) / 100 + count * rate.fixedCents
}

function requestLabels(
  volumeCents: number,
  internationalShare: number,
  chargebacksPerMonth: number,
): RequestLabels {
  const share = `${Math.round(internationalShare * 1000) / 10}%`
  const expected = Math.round(chargebacksPerMonth * 100) / 100
  return {
    foreignShare: `% on ${share} of volume)`,
    foreignVolume: `: ${formatUsd(volumeCents)} × ${share} × `,
    chargebacks: `${expected} expected chargeback${expected === 1 ? '' : 's'} × `,
  }
}
