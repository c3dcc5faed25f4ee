import { formatUsd } from '@shared/format'
import { tierStanding, VOLUME_TIERS } from '@shared/tools/volume-tiers'
import type { ToolData } from '../analysis'
import { analyse, scaledRequest } from '../engine'

/**
 * The Volume Tiers figures (spec §9 tiers): the merchant's tier, and at each tier's volume the best price the
 * engine finds for the merchant's full answers: the report's own ranking at the merchant's volume, a scaled
 * request at the others. The spec's rate per tier was a demo figure: the Rate column is that best price as a
 * share of the tier's volume. Pure.
 */

/** A representative monthly volume for each tier: the merchant's own for theirs. */
const TIER_VOLUME_DOLLARS: Record<string, number> = {
  starter: 2_500,
  growth: 15_000,
  business: 60_000,
  enterprise: 150_000,
}

const rateOf = (cents: number, volumeCents: number) => Math.round((cents / volumeCents) * 10_000) / 100

/** The best price the engine finds for the merchant's full answers at each tier's volume (today's for theirs). */
export function tierPrices(data: ToolData) {
  const own = tierStanding(data.merchant.volumeCents).tier
  return VOLUME_TIERS.map((t) => {
    const mine = t.id === own.id
    const volumeCents = mine ? data.merchant.volumeCents : (TIER_VOLUME_DOLLARS[t.id] ?? t.fromDollars) * 100
    const ranked = mine
      ? data.ranked.map((c) => ({ name: c.name, cents: c.costCents }))
      : analyse(
          scaledRequest(data.request, volumeCents / data.merchant.volumeCents),
          data.providers,
          data.today,
        ).recommendations.map((r) => ({ name: r.pspProvider.name, cents: r.estimatedMonthlyCostCents }))
    const best = ranked.reduce<(typeof ranked)[number] | null>(
      (b, r) => (b && b.cents <= r.cents ? b : r),
      null,
    )
    return {
      tier: t,
      mine,
      volumeCents,
      bestName: best?.name ?? null,
      bestCents: best?.cents ?? null,
      bestRate: best ? rateOf(best.cents, volumeCents) : null,
    }
  })
}

export function volumeTiers(data: ToolData) {
  const s = tierStanding(data.merchant.volumeCents)
  const rows = tierPrices(data)
  const at = (id: string) => rows.find((r) => r.tier.id === id)
  const mine = at(s.tier.id)
  const next = s.next ? at(s.next.id) : undefined
  const best =
    mine?.bestRate != null && mine.bestName
      ? `best price for your business is ${mine.bestName} at ${mine.bestRate}%`
      : null
  const summary = [
    `Your ${formatUsd(data.merchant.volumeCents)} a month is in the ${s.tier.name} tier (${s.tier.range}).`,
    data.hasCurrentDeal
      ? `You pay ${data.effectiveRate}% today${best ? `; the ${best}` : ''}.`
      : best
        ? `The ${best}.`
        : null,
    s.next && s.toNextCents !== null
      ? `${formatUsd(s.toNextCents)} more a month reaches ${s.next.name}${next?.bestRate != null ? ` (best price at ${formatUsd(next.volumeCents)} a month: ${next.bestRate}%)` : ''}.`
      : null,
  ]
    .filter(Boolean)
    .join(' ')
  return {
    summary,
    caption:
      "Volume tiers, and the best price for your business at each tier's volume (your report at yours; the engine at the others, with your answers)",
    head: ['Tier', 'Monthly volume', 'Rate', 'Best price for your business'],
    rows: rows.map((r) => ({
      ...r,
      cells: [
        r.tier.range,
        r.bestRate === null ? 'Not priced' : `${r.bestRate}%`,
        r.bestCents === null
          ? 'No provider can take it'
          : `${formatUsd(r.bestCents)} a month at ${formatUsd(r.volumeCents)} (${r.bestName})`,
      ],
    })),
  }
}
