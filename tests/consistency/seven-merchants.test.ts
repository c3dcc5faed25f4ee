import { monthlyCostLabel, transactionFee } from '@client/features/dashboard/recommendations/fees'
import { providerViews } from '@client/features/dashboard/recommendations/provider-views'
import { toolDataFor } from '@client/features/dashboard/tools/analysis'
import { hiddenFees } from '@client/features/dashboard/tools/cost/hidden-fees'
import { calculatorDefaults, liveCalculation } from '@client/features/dashboard/tools/cost/live-calculation'
import { CURRENT_ROW, savingsAtFactor, scenarioRows } from '@client/features/dashboard/tools/cost/savings'
import { marketRates } from '@client/features/dashboard/tools/negotiation/market-rates'
import { competingQuotes, negotiation } from '@client/features/dashboard/tools/negotiation/scripts'
import { optimization } from '@client/features/dashboard/tools/optimization/options'
import { volumeTiers } from '@client/features/dashboard/tools/optimization/volume-tiers'
import { PROVIDERS } from '@shared/catalogue/providers'
import { formatPercent, formatPercentFixed, formatUsd, formatUsdWhole } from '@shared/format'
import { advisedOption, optionLabel } from '@shared/pricing/advice-options'
import { buildContext } from '@shared/pricing/context'
import { estimateProviderCost } from '@shared/pricing/cost'
import { toCents } from '@shared/pricing/money'
import { withRecordedTerms } from '@shared/reports/provider-terms'
import { summaryCards } from '@shared/reports/report-summary'
import { HIDDEN_FEES, RECURRING_FEE_KEYS } from '@shared/tools/hidden-fees'
import { VOLUME_TIERS } from '@shared/tools/volume-tiers'
import { beforeAll, describe, expect, it } from 'vitest'
import { GOLDEN_MERCHANTS } from '../../src/server/modules/reports/pdf/golden/merchants'
import { surfacesOf } from './surfaces'

/**
 * Issue 28's one story, for the seven golden merchants: the free result, the report PDF, the dashboard's
 * summary cards and provider list, every paid tool and every mail that carries a figure state the same
 * figures, those of the one analysis the engine made of the merchant's answers: today's cost as stated, the
 * advice's paths and their costs, the recommended provider with its match score and cost, the savings and
 * the effective rates. Each figure is read by its label on each surface, so any that differs fails.
 */

/** What must never reach a reader: a placeholder, an empty cost row, a number that did not compute. */
const PLACEHOLDER =
  /\[(your|the|provider|competitor|name|amount)[^\]]*\]|\bNaN\b|\bundefined\b|\bnull\b|Infinity|\$0\.00\/mo/i

const ids = Object.keys(GOLDEN_MERCHANTS) as (keyof typeof GOLDEN_MERCHANTS)[]

describe.each(ids)('%s: one analysis, every surface', (name) => {
  let s: Awaited<ReturnType<typeof surfacesOf>>
  beforeAll(async () => {
    s = await surfacesOf(name, GOLDEN_MERCHANTS[name])
  }, 60_000)

  const tools = () => {
    const data = toolDataFor(s.report, PROVIDERS)
    const n = negotiation(data)
    const o = optimization(data)
    const texts = [
      ...n.scripts.map((x) => `${x.subject}\n${x.body}`),
      n.basis,
      n.missing ?? '',
      o.note ?? '',
      ...o.rows.map((r) => `${r.title} ${r.summary}`),
    ].join('\n')
    return { data, n, o, texts }
  }

  /** The Hidden Fees, Market Rates and Volume Tiers panels' figures, and all they say as one text. */
  const panels = () => {
    const data = toolDataFor(s.report, PROVIDERS)
    const h = hiddenFees(data)
    const m = marketRates(data)
    const v = volumeTiers(data)
    const text = [
      h.intro,
      h.caption,
      h.total ?? '',
      ...h.rows.map((r) => `${r.name} ${r.typical} ${r.yours}`),
      m.summary,
      m.caption,
      ...m.rows.map((r) => `${r.label} ${r.range ? `${r.range.low}%–${r.range.high}%` : ''}`),
      v.summary,
      v.caption,
      ...v.rows.map((r) => `${r.tier.name} ${r.cells.join(' ')}`),
    ].join('\n')
    return { data, h, m, v, text }
  }

  it('no surface shows a placeholder, an empty cost or a figure that did not compute', () => {
    const { texts, data } = tools()
    for (const [surface, text] of [
      ['free result', s.free],
      ['PDF', s.pdf],
      ['recommendation mail', s.recommendationMail],
      ['paid tools', texts],
      ['hidden fees, market rates, volume tiers', panels().text],
    ] as const) {
      expect(text, surface).not.toMatch(PLACEHOLDER)
    }
    const calc = liveCalculation(data, calculatorDefaults(data))
    for (const r of [calc.current, ...calc.rows]) expect(Number.isFinite(r.monthlyCents), r.name).toBe(true)
    for (const v of providerViews(s.report.recommendations, [], s.report.excluded)) {
      expect(v.monthlyCostCents, v.name).toBeGreaterThan(0)
      expect(monthlyCostLabel(v)).toBe(`${formatUsd(v.monthlyCostCents ?? 0)}/mo`)
      expect(`${monthlyCostLabel(v)} ${transactionFee(v)}`).not.toMatch(PLACEHOLDER)
    }
  })

  it('the recommended provider: its name, match score, monthly cost and effective rate', () => {
    const top = s.results.recommendations[0]
    if (!top) throw new Error('no recommendation')
    const { name: provider } = top.pspProvider
    const cost = formatUsd(top.estimatedMonthlyCostCents)
    const score = `${top.matchScore}%`
    // The free result (an enterprise gets the consultation pitch, with no figure of its own).
    if (s.results.recommendations.length > 0 && s.response.assessment.businessType !== 'enterprise') {
      expect(s.free).toContain(`Your best match ${provider}`)
      expect(s.free).toContain(`Match score ${score}`)
      expect(s.free).toContain(`Estimated monthly cost ${cost} ${top.effectiveRate}% of your volume`)
    }
    // The PDF's ranking table, every row: name, match, cost, effective rate.
    s.results.recommendations.forEach((r, i) => {
      const row = new RegExp(
        `${i + 1} ${literal(r.pspProvider.name)}(?: \\*)? ${r.matchScore}% ${literal(formatUsd(r.estimatedMonthlyCostCents))} ${literal(formatPercentFixed(r.effectiveRate))}`,
      )
      expect(s.pdf).toMatch(row)
    })
    expect(s.pdf).toContain(`Providers ranked: ${s.results.recommendations.length}`)
    // The dashboard's summary cards and provider list.
    const cards = summaryCards(s.report)
    expect(cards.topRecommendation).toBe(provider)
    expect(cards.bestMatchScore).toBe(score)
    expect(cards.providersAnalyzed).toBe(s.results.recommendations.length)
    const views = providerViews(s.report.recommendations, [], s.report.excluded)
    expect(views.map((v) => [v.name, v.matchScore, v.monthlyCostCents])).toEqual(
      s.results.recommendations.map((r) => [r.pspProvider.name, r.matchScore, r.estimatedMonthlyCostCents]),
    )
    // The paid tools rank the same providers at the same costs.
    expect(tools().data.ranked.map((c) => [c.name, c.costCents])).toEqual(
      s.results.recommendations.map((r) => [r.pspProvider.name, r.estimatedMonthlyCostCents]),
    )
    // The free recommendation mail.
    expect(s.recommendationMail).toContain(`Your best match is ${provider}`)
    expect(s.recommendationMail).toContain(`${provider} is a ${score} match`)
    expect(s.recommendationMail).toContain(`Estimated monthly cost: ${cost}`)
  })

  it('today’s cost as the merchant states it, and its effective rate', () => {
    const advice = s.results.advice
    const today = advice?.currentMonthlyCents ?? null
    const { data, n, o } = tools()
    if (today === null) {
      // No current deal: no surface states one.
      expect(s.pdf).not.toMatch(/a month today/)
      expect(o.rows).toEqual([])
      return
    }
    const stay = advice?.options.find((x) => x.kind === 'stay')
    const volume = s.report.assessment.totalMonthlyVolume ?? 0
    const rate = Math.round((today / toCents(volume)) * 10_000) / 100
    expect(s.pdf).toContain(`you pay ${stay?.providerName} about ${formatUsd(today)} a month today`)
    if (s.response.assessment.businessType !== 'enterprise') {
      expect(s.free).toMatch(
        new RegExp(`(your provider\\)|Your current fees|Your stated rates) ${literal(formatUsd(today))}/mo`),
      )
    }
    expect(data.currentCents).toBe(today)
    expect(data.effectiveRate).toBe(rate)
    expect(n.paysCents).toBe(today)
    expect(n.scripts.map((x) => x.body).join('\n')).toContain(formatPercent(rate))
    expect(o.rows.find((r) => r.kind === 'stay')?.monthlyCents).toBe(today)
    expect(scenarioRows(data).costAt(CURRENT_ROW, 1)).toBe(today)
    // The current provider's row in the ranking, when it is ranked, is what the merchant pays.
    const own = s.results.recommendations.find((r) => r.pspProvider.id === stay?.providerId)
    if (own) {
      expect(own.estimatedMonthlyCostCents).toBe(today)
      expect(own.effectiveRate).toBe(rate)
    }
    // A rate alert on the merchant's own provider starts from what the merchant pays.
    if (stay?.providerId) {
      const p = PROVIDERS.find((x) => x.id === stay.providerId)
      if (p) {
        const unchanged = s.rateAlertImpact(p.id, p.cardNotPresent.percent)
        expect(unchanged.text).toContain(`stays at ${formatUsd(today)}`)
        const raised = s.rateAlertImpact(p.id, p.cardNotPresent.percent + 0.5)
        if (raised.deltaCents) {
          expect(raised.text).toContain(`from ${formatUsd(today)} to ${formatUsd(today + raised.deltaCents)}`)
        }
      }
    }
  })

  it('the advice: each path by name at its monthly and one-off cost, the advised one first', () => {
    const advice = s.results.advice
    const advised = advice ? advisedOption(advice) : null
    const { o, n } = tools()
    const cards = summaryCards(s.report)
    if (!advice || !advised) {
      const top = s.results.recommendations[0]
      expect(s.pdf).toContain(
        `Best match ${top?.pspProvider.name} Estimated monthly cost ${formatUsd(top?.estimatedMonthlyCostCents ?? 0)}`,
      )
      expect(o.note ?? '').toContain(
        `${top?.pspProvider.name} at ${formatUsd(top?.estimatedMonthlyCostCents ?? 0)}`,
      )
      return
    }
    expect(s.pdf).toContain(
      `Our advice ${optionLabel(advised)} Monthly cost on that path ${formatUsd(advised.monthlyCents)}`,
    )
    // The advice in words, the same on the page, in the report and in the mail.
    expect(s.pdf.replace(/(\w)- (\w)/g, '$1-$2')).toContain(`Our advice: ${advice.headline}`)
    expect(s.recommendationMail).toContain(`Our advice: ${advice.headline}`)
    if (s.response.assessment.businessType !== 'enterprise') expect(s.free).toContain(advice.headline)
    expect(cards.topRecommendationNote).toBe(optionLabel(advised))
    for (const x of advice.options) {
      const label = optionLabel(x)
      expect(s.pdf).toContain(`${label}: ${formatUsd(x.monthlyCents)} a month`)
      if (s.response.assessment.businessType !== 'enterprise') {
        expect(s.free).toContain(
          `${label} Monthly cost ${formatUsd(x.monthlyCents)} One-off costs ${formatUsd(x.switchingCostCents)}`,
        )
      }
    }
    expect(o.verdict?.headline).toBe(advice.headline)
    expect(o.rows.map((r) => [r.name, r.monthlyCents, r.switchingCostCents])).toEqual(
      advice.options.map((x) => [x.providerName, x.monthlyCents, x.switchingCostCents]),
    )
    const ask = advice.options.find((x) => x.kind === 'custom_pricing')
    if (ask) expect(n.askCents).toBe(ask.monthlyCents)
  })

  it('the savings: one monthly and one annual figure, with the same baseline, wherever they are shown', () => {
    const savings = s.results.savings
    const claimed = savings.baselineSource !== 'percentile_baseline'
    const annual = formatUsdWhole(savings.annualSavings * 100)
    const monthlyCents = toCents(savings.monthlySavings)
    // The annual figure is twelve months of the monthly one, in whole dollars.
    expect(Math.round((monthlyCents * 12) / 100)).toBe(savings.annualSavings)
    const cards = summaryCards(s.report)
    expect(cards.annualSavings).toBe(annual)
    expect(cards.savingsLabel).toBe(savings.baselineLabel)
    const { data } = tools()
    expect(savingsAtFactor(data, 1)).toBe(data.monthlySavingsCents)
    const lever = s.results.advice?.options.length ? advisedOption(s.results.advice) : null
    if (lever && s.results.advice?.currentMonthlyCents != null && monthlyCents > 0) {
      // The advised path's saving against today: the PDF's cover and its options.
      expect(s.results.advice.currentMonthlyCents - lever.monthlyCents).toBe(monthlyCents)
      expect(s.pdf).toContain(`Saving against today ${formatUsd(monthlyCents)} a month`)
      expect(s.pdf).toContain(
        `${formatUsd(monthlyCents)} a month less than today (${formatUsd(monthlyCents * 12)} a year)`,
      )
    } else if (!lever) {
      expect(s.pdf).toContain(`Potential annual savings ${formatUsd(savings.annualSavings * 100)}`)
      expect(s.pdf).toContain(
        `(${savings.baselineLabel}, about ${formatUsd(toCents(savings.currentMonthlyCost))} a month)`,
      )
      expect(data.monthlySavingsCents).toBe(monthlyCents)
    }
    // The free result and its mail say the same: the saving against today, or that none is estimated.
    const free = s.response.assessment.businessType === 'enterprise' ? null : s.free
    if (claimed) {
      free && expect(free).toContain(`Potential annual savings ${annual} ${savings.baselineLabel}`)
      // The chart beside it: today's cost against the advised path's, the two the saving is measured with.
      const advisedLabel = lever
        ? optionLabel(lever)
        : `${s.results.recommendations[0]?.pspProvider.name} (recommended)`
      free &&
        expect(free).toContain(`${advisedLabel} ${formatUsd(toCents(savings.recommendedMonthlyCost))}/mo`)
      expect(toCents(savings.currentMonthlyCost) - toCents(savings.recommendedMonthlyCost)).toBe(monthlyCents)
      expect(s.recommendationMail).toContain(`Potential annual savings: ${annual} ${savings.baselineLabel}`)
    } else {
      free && expect(free).toContain('Potential annual savings Not estimated')
      expect(s.recommendationMail).toContain('Potential annual savings: Not estimated')
    }
  })

  it('a rate alert on a provider the report ranked starts from the report’s cost for it', () => {
    const own = s.results.advice?.options.find((x) => x.kind === 'stay')?.providerId
    const other = s.results.recommendations.find((r) => r.pspProvider.id !== own)
    if (!other) throw new Error('no other provider ranked')
    const p = PROVIDERS.find((x) => x.id === other.pspProvider.id)
    if (!p) throw new Error(`${other.pspProvider.id} is not in the catalogue`)
    expect(s.rateAlertImpact(p.id, p.cardNotPresent.percent).text).toContain(
      `with ${p.name} stays at ${formatUsd(other.estimatedMonthlyCostCents)}`,
    )
  })

  it('Hidden Fees: the merchant’s own provider’s recorded fees, at what they cost this merchant a month', () => {
    const { data, h } = panels()
    const stay = s.results.advice?.options.find((x) => x.kind === 'stay')
    const ownId = stay?.providerId ?? null
    if (!ownId) {
      // A merchant who named no provider is not told what some other provider charges.
      expect(h.who).toBe('Your provider')
      expect(h.rows.every((r) => r.yours === 'Unknown')).toBe(true)
      expect(h.total).toBeNull()
      return
    }
    const recorded = s.snapshot.providerTerms?.find((t) => t.id === ownId)
    if (!recorded) throw new Error(`${ownId}: no recorded terms`)
    expect(h.who).toBe(recorded.name)
    expect(h.intro).toContain(`(as of ${recorded.asOf})`)
    for (const f of HIDDEN_FEES) {
      const cents = recorded.otherFees[f.field]
      const row = h.rows.find((r) => r.id === f.id)
      expect(row?.yours, f.name).toMatch(
        cents ? new RegExp(`^${literal(formatUsd(cents))} a `) : /^Not charged$/,
      )
    }
    // The recurring fees a month: the report's own lines for the provider when it priced it line by line,
    // else the engine's for its recorded terms on the merchant's answers (locations, channels).
    const ranked = s.results.recommendations.find((r) => r.pspProvider.id === ownId)
    const itemised = ranked?.breakdown && !ranked.breakdown.some((l) => l.key === 'current-cost')
    const entry = PROVIDERS.find((p) => p.id === ownId)
    if (!entry) throw new Error(`${ownId} is not in the catalogue`)
    const lines = itemised
      ? (ranked.breakdown ?? [])
      : estimateProviderCost(withRecordedTerms(entry, recorded), buildContext(data.request)).breakdown
    const monthly = lines.filter((l) => RECURRING_FEE_KEYS.has(l.key)).reduce((sum, l) => sum + l.cents, 0)
    expect(h.recurring?.monthlyCents).toBe(monthly)
    expect(h.total).toBe(
      monthly > 0
        ? `Recurring extra fees with ${recorded.name} for your business: ${formatUsd(monthly)} a month (${formatUsd(monthly * 12)} a year).`
        : `${recorded.name} charges none of these fees every month.`,
    )
    // The Typical column: amounts the catalogue's providers charge for that fee, counted.
    for (const f of HIDDEN_FEES) {
      const charged = new Set(
        PROVIDERS.flatMap((p) => (p.otherFees[f.field] ? [formatUsd(p.otherFees[f.field] ?? 0)] : [])),
      )
      const typical = h.rows.find((r) => r.id === f.id)?.typical ?? ''
      for (const amount of typical.match(/\$[\d,]+\.\d\d/g) ?? [])
        expect(charged, `${f.name}: ${amount}`).toContain(amount)
      expect(typical).toMatch(charged.size > 0 ? / \(\d+ of \d+ providers\)$/ : /^None of \d+ providers$/)
    }
  })

  it('Market Rates: today’s effective rate against the range the report’s ranking gives, in its figures', () => {
    const { data, m } = panels()
    const volume = toCents(s.report.assessment.totalMonthlyVolume ?? 0)
    const costs = s.results.recommendations.map((r) => r.estimatedMonthlyCostCents).sort((a, b) => a - b)
    const rate = (c: number) => Math.round((c / volume) * 10_000) / 100
    const own = m.rows.find((r) => r.own)
    expect(own?.range?.low).toBe(rate(costs[0] ?? 0))
    expect(own?.range?.high).toBe(rate(costs[Math.floor((costs.length - 1) / 2)] ?? 0))
    expect(m.summary).toContain(`${data.effectiveRate}%`)
    if (data.hasCurrentDeal) expect(m.summary).toContain(`${formatUsd(data.currentCents)} a month`)
    // Every dollar amount is the merchant's volume, a cost the analysis gave or a difference of two of them.
    const figures = [volume, data.currentCents, ...costs]
    const known = new Set<string>()
    for (const a of figures) {
      known.add(formatUsd(a))
      for (const b of figures) if (a >= b) known.add(formatUsd(a - b))
    }
    for (const amount of m.summary.match(/\$[\d,]+\.\d\d/g) ?? []) expect(known, amount).toContain(amount)
  })

  it('Volume Tiers: the merchant’s tier at the report’s best price, every rate one the engine priced', () => {
    const { data, v } = panels()
    const volume = toCents(s.report.assessment.totalMonthlyVolume ?? 0)
    const best = Math.min(...s.results.recommendations.map((r) => r.estimatedMonthlyCostCents))
    const mine = v.rows.find((r) => r.mine)
    expect(mine?.volumeCents).toBe(volume)
    expect(mine?.bestCents).toBe(best)
    expect(mine?.cells[2]).toContain(`${formatUsd(best)} a month at ${formatUsd(volume)}`)
    expect(v.summary).toContain(`Your ${formatUsd(volume)} a month is in the ${mine?.tier.name} tier`)
    if (data.hasCurrentDeal) expect(v.summary).toContain(`You pay ${data.effectiveRate}% today`)
    // The Rate column is each tier's best price on its volume, not a rate set for the tier.
    expect(v.rows.map((r) => r.tier.id)).toEqual(VOLUME_TIERS.map((t) => t.id))
    for (const r of v.rows) {
      expect(r.cells[1]).toBe(
        r.bestCents === null
          ? 'Not priced'
          : `${Math.round(((r.bestCents ?? 0) / r.volumeCents) * 10_000) / 100}%`,
      )
    }
  })

  it('every dollar amount in the negotiation emails and the mail is one the analysis computed', () => {
    const { n, data } = tools()
    const advice = s.results.advice
    const figures = [
      advice?.currentMonthlyCents ?? 0,
      ...(advice?.options ?? []).flatMap((x) => [x.monthlyCents, x.switchingCostCents]),
      ...s.results.recommendations.map((r) => r.estimatedMonthlyCostCents),
      toCents(s.report.assessment.totalMonthlyVolume ?? 0),
      toCents(s.results.savings.currentMonthlyCost),
      s.results.savings.annualSavings * 100,
    ]
    const known = new Set<string>()
    for (const a of figures) {
      known.add(formatUsd(a))
      known.add(formatUsdWhole(a))
      for (const b of figures) if (a > b) known.add(formatUsd(a - b))
    }
    // Published rates ("2.9% + $0.30") and the merchant's own volume are not the analysis's figures.
    const headline = s.results.advice?.headline ?? ''
    const text = [...n.scripts.map((x) => x.body), s.recommendationMail.replaceAll(headline, '')]
      .join('\n')
      .replace(/% \+ \$[\d.]+/g, '%')
      .replace(/\$[\d,]+\.\d\d(?= a month| in volume)/g, '')
    for (const amount of text.match(/\$[\d,]+(?:\.\d\d)?/g) ?? []) {
      expect(known, amount).toContain(amount)
    }
    for (const q of competingQuotes(data)) {
      expect(q.monthlyCents).toBe(
        s.results.recommendations.find((r) => r.pspProvider.name === q.name)?.estimatedMonthlyCostCents,
      )
    }
  })
})

function literal(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
