import {
  BUSINESS_BANK_LABELS,
  PLATFORM_LABELS,
  POS_SOFTWARE_LABELS,
  RESTRICTED_CATEGORY_LABELS,
} from '../catalogue/taxonomy'
import { formatCount, formatUsd } from '../format'
import { amexRateForTicket, CARD_CATEGORIES, INTERCHANGE } from './card-mix'
import { BPS, CHANNEL_NOTES } from './channel'
import type { PricingContext } from './context'
import { rateText } from './entry-texts'
import type { CardMixAssumption, EstimateAssumptions } from './estimate-result'
import { ACH_SHARE, SETUP_AMORTISATION_MONTHS, TYPICAL_CURRENCY_CONVERSION_PERCENT } from './fee-defaults'
import { toDollars } from './money'
import { HIGH_RISK_CHARGEBACK_RATE } from './parameters'
import { shopifyPlanFor } from './platform'

/** The assumptions behind an estimate, each default stated so the merchant can correct it. */

function merchantNotes(ctx: PricingContext): string[] {
  const m = ctx.merchant
  const notes: string[] = []
  if (ctx.channelSplitGiven) notes.push('Channel split: as you gave it.')
  notes.push(
    ctx.cardMixGiven
      ? 'Card mix: as you gave it.'
      : 'Card mix: typical for your industry (below). Enter yours for a sharper estimate.',
  )
  if (m.restrictedFrom === 'description') {
    notes.push(
      `Your description suggests ${RESTRICTED_CATEGORY_LABELS[m.restrictedCategory].toLowerCase()}: only providers that accept it are compared.`,
    )
  } else if (m.restrictedFrom === 'default') {
    notes.push('Restricted products: none assumed.')
  }
  if (m.chargebackByChannel && ctx.channelBps.cardPresent > 0) {
    notes.push(
      `Chargebacks: ${HIGH_RISK_CHARGEBACK_RATE * 100}% of online and keyed sales, typical for restricted products, and in-person sales at a quarter of the online rate (an assumption: card-present chargebacks run at a fraction of card-not-present ones), ${Math.round(m.chargebackRate * 10000) / 100}% of transactions overall, at each provider's fee.`,
    )
  } else
    notes.push(
      m.chargebackRateFrom === 'description'
        ? `Chargebacks: ${Math.round(m.chargebackRate * 1000) / 10}% of transactions, as you stated.`
        : `Chargebacks: ${Math.round(m.chargebackRate * 10000) / 100}% of transactions, typical for your business, at each provider's fee.`,
    )
  if (m.platform === 'shopify') {
    const plan = shopifyPlanFor(ctx.volumeCents)
    notes.push(
      `Shopify: the ${plan.name} plan is assumed for your volume; other gateways pay Shopify ${plan.thirdPartyGatewayPercent}% extra.`,
    )
  } else if (m.platform) notes.push(`Online store: ${PLATFORM_LABELS[m.platform]}.`)
  if (m.posSoftware) notes.push(`Point-of-sale or booking software: ${POS_SOFTWARE_LABELS[m.posSoftware]}.`)
  notes.push(
    m.bank
      ? `Business bank: ${BUSINESS_BANK_LABELS[m.bank]}.`
      : 'Business bank not given: bank-only programmes are left out.',
  )
  if (m.level23) notes.push('Business cards are priced with Level 2/3 data on interchange-priced accounts.')
  if (m.charity) notes.push('Non-profit: charity interchange rates apply on interchange-priced accounts.')
  return notes
}

export const assumptionsFor = (ctx: PricingContext): EstimateAssumptions => {
  const notes: string[] = []
  // The industry's split is stated only where it is the one priced; a merchant's own split is noted below.
  if (!ctx.channelSplitGiven) notes.push(CHANNEL_NOTES[ctx.industry])
  notes.push(
    'Interchange-plus, subscription and tiered prices use the card-mix model below; flat rates use the published rate.',
    `Setup fees are spread over ${SETUP_AMORTISATION_MONTHS} months.`,
    'Hardware, refunds and optional add-ons are not included in the monthly cost; hardware counts as a switching cost.',
  )
  if (ctx.internationalShareAssumed) {
    notes.push('You ranked international payments, so 10% of card volume is assumed to be on foreign cards.')
  }
  if (ctx.internationalShare > 0 && ctx.chargesInForeignCurrencies) {
    notes.push(
      `You charge foreign customers in their own currency: currency conversion is priced on the international share at each provider's published fee, or ${TYPICAL_CURRENCY_CONVERSION_PERCENT}% (typical) where none is published.`,
    )
  } else if (ctx.internationalShare > 0) {
    notes.push(
      'Foreign customers are charged in US dollars: no currency conversion is priced. Tell us if you charge in their currencies.',
    )
  }
  if (ctx.ach) {
    notes.push(
      `Customers paying large invoices by ACH: ${ACH_SHARE * 100}% of online and keyed payments is assumed to move to bank transfers (no answer gives the share): ${formatCount(ctx.ach.transfers)} a month, ${formatUsd(ctx.ach.volumeCents)}, priced as ACH with providers that publish an ACH price; with the others they stay on card.`,
    )
  }
  if (ctx.locations > 1) notes.push(`Per-location account fees are multiplied by ${ctx.locations} locations.`)
  notes.push(...merchantNotes(ctx))
  return {
    channelSplit: {
      cardPresent: ctx.channelBps.cardPresent / BPS,
      online: ctx.channelBps.online / BPS,
      keyed: ctx.channelBps.keyed / BPS,
    },
    cardMix: cardMixAssumptions(ctx),
    averageTicket: toDollars(ctx.averageTicketCents),
    internationalShare: ctx.internationalShare,
    setupAmortisationMonths: SETUP_AMORTISATION_MONTHS,
    notes,
  }
}

function cardMixAssumptions(ctx: PricingContext): CardMixAssumption[] {
  const out: CardMixAssumption[] = []
  const amex = amexRateForTicket(ctx.averageTicketCents)
  for (const category of CARD_CATEGORIES) {
    const entry = INTERCHANGE[category]
    const isAmex = category === 'amex'
    out.push({
      category,
      label: entry.label,
      share: ctx.cardMix[category] / BPS,
      cardPresentRate: rateText(isAmex ? amex : entry.cardPresent).label,
      cardNotPresentRate: rateText(isAmex ? amex : entry.cardNotPresent).label,
    })
  }
  return out
}
