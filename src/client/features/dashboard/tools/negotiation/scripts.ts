import { formatCount, formatPercent, formatUsd } from '@shared/format'
import { describeStatedTerms } from '@shared/pricing/incumbent'
import type { Path, ToolData } from '../analysis'

/**
 * The negotiation material, built from the report's analysis alone: the merchant's provider by name, what
 * they pay as stated (and on what basis), the best competing offer that can take them, by name, with its
 * monthly price and its source, and the ask the advice priced. Pure, so a test can hold every figure to the
 * report's.
 */

export type Script = { id: string; title: string; subject: string; body: string }

/** A competing offer to quote: who, what it comes to a month for the merchant's sales, and where it is published. */
export type Offer = { name: string; monthlyCents: number; sourceUrl: string | null; asOf: string | null }

export type Negotiation = {
  /** The provider the emails go to; null when the report names none (then there are no emails). */
  provider: string | null
  /** What the merchant pays now, as the report states it; null without a current deal. */
  paysCents: number | null
  /** How that figure was arrived at. */
  basis: string
  /** The best competing offer that is cheaper than today, if any. */
  offer: Offer | null
  /** The monthly price to ask the provider for, if there is one worth asking. */
  askCents: number | null
  /** The advice's verdict. */
  verdict: string | null
  scripts: Script[]
  /** Why there are no scripts, when there are none. */
  missing: string | null
}

const sign = '\n\nThank you,\n'

/** The best competing offer the report priced, cheaper than what the merchant pays. */
export function competingOffer(data: ToolData): Offer | null {
  const from = (p: Path, cents: number): Offer => ({
    name: p.name,
    monthlyCents: cents,
    sourceUrl: p.sourceUrl,
    asOf: p.asOf,
  })
  if (data.ask && data.askMatches) return from(data.askMatches, data.ask.monthlyCents)
  if (data.best && data.best.monthlyCents < data.currentCents) return from(data.best, data.best.monthlyCents)
  return null
}

/** What the merchant pays, in a sentence they can send, with how it was arrived at. */
function paysSentence(data: ToolData, provider: string): string {
  const cents = formatUsd(data.currentCents)
  const share = formatPercent(data.effectiveRate)
  const pricing = data.request.assessmentData?.currentPricing
  switch (data.advice?.incumbent?.source) {
    case 'last_month_fees':
      return `Last month we paid ${provider} ${cents} in processing fees, ${share} of our card sales.`
    case 'stated_terms':
      return `At the rates in our agreement${pricing ? ` (${describeStatedTerms(pricing)})` : ''} we pay about ${cents} a month, ${share} of our card sales.`
    default:
      return `At your published rates our processing comes to about ${cents} a month, ${share} of our card sales.`
  }
}

const sourceNote = (o: Offer) =>
  o.sourceUrl ? ` (published pricing: ${o.sourceUrl}${o.asOf ? `, as of ${o.asOf}` : ''})` : ''

export function negotiation(data: ToolData): Negotiation {
  const provider = data.currentName
  const offer = competingOffer(data)
  const askCents = data.ask?.monthlyCents ?? offer?.monthlyCents ?? null
  const base = {
    provider,
    paysCents: data.hasCurrentDeal ? data.currentCents : null,
    basis: data.hasCurrentDeal ? data.basis : '',
    offer,
    askCents,
    verdict: data.advice?.headline ?? null,
  }
  if (!provider || !data.hasCurrentDeal) {
    return {
      ...base,
      scripts: [],
      missing:
        'This report names no current provider and what it costs you, so there is no one to negotiate with yet. Pick a report that names your provider, or start an assessment with your provider and last month’s fees.',
    }
  }
  const m = data.merchant
  const facts = `We process about ${formatCount(m.transactions)} card payments and ${formatUsd(m.volumeCents)} a month with ${provider}. ${paysSentence(data, provider)}`
  const offerLine = offer
    ? `${offer.name} would cost us about ${formatUsd(offer.monthlyCents)} a month for the same sales${sourceNote(offer)}.`
    : null
  const ask =
    askCents !== null && askCents < data.currentCents
      ? `Could you offer us custom pricing that comes to ${formatUsd(askCents)} a month or less for our sales, ${formatUsd(data.currentCents - askCents)} below what we pay today?`
      : 'Could you review our pricing and tell us the best rate you can offer an account of our size?'
  const scripts: Script[] = [
    {
      id: 'rate-review',
      title: 'Request a rate review',
      subject: `Rate review request for our ${provider} account`,
      body: `Hello,\n\n${facts}\n\n${offerLine ? `We have compared published pricing for a business like ours. ${offerLine}\n\n` : ''}We would like to stay with ${provider}. ${ask} We would like a reply within two weeks.${sign}`,
    },
  ]
  if (offer) {
    scripts.push({
      id: 'match-offer',
      title: 'Ask to match a competing offer',
      subject: `Competing offer from ${offer.name}: can you match it?`,
      body: `Hello,\n\n${facts}\n\n${offerLine} That is ${formatUsd(Math.max(0, data.currentCents - offer.monthlyCents))} a month less than we pay today. Before we consider moving, we would like to give ${provider} the chance to match it: ${formatUsd(offer.monthlyCents)} a month for our sales.\n\nCould you confirm in writing whether you can match or beat this?${sign}`,
    })
  }
  scripts.push({
    id: 'fee-waiver',
    title: 'Remove extra fees',
    subject: `Request to waive account fees on our ${provider} account`,
    body: `Hello,\n\n${facts}\n\nAs a customer at this volume, we ask you to remove the monthly account fees (PCI compliance, statement and gateway fees where they apply) from our account. Please let us know which fees you can waive and from which date.${sign}`,
  })
  return { ...base, scripts, missing: null }
}

/** Leverage Points: the report's competing prices (the current provider left out) and what to ask for. */
export function competingQuotes(data: ToolData, count = 3) {
  return data.ranked
    .filter((c) => c.provider.id !== data.current?.id)
    .slice(0, count)
    .map((c) => ({
      name: c.name,
      monthlyCents: c.costCents,
      savingCents: data.hasCurrentDeal ? data.currentCents - c.costCents : null,
      sourceUrl: c.sourceUrl,
      asOf: c.asOf,
    }))
}
