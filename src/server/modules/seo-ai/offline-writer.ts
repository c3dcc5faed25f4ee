import type { Provider } from '@shared/catalogue/provider.schemas'
import { formatPercentFixed, formatUsd } from '@shared/format'
import { type PricedExample, priceExample } from '@shared/pricing/worked-example'
import { pages } from '@shared/routes'
import { escapeHtml } from '../../lib/escape-html'

export type WrittenArticle = { title: string; content: string; keywords: string[] }

type Scenario = {
  label: string
  industryType: 'ecommerce' | 'restaurant'
  count: number
  volume: number
  /** Where the sales are taken: the engine screens providers by it (no online-only provider for a café). */
  channel: 'online' | 'in-person'
}

/** The two merchants every offline article prices: an online shop and a counter-service café. */
export const ARTICLE_SCENARIOS: Scenario[] = [
  {
    label: 'an online shop taking $20,000 a month in 400 orders of $50',
    industryType: 'ecommerce',
    count: 400,
    volume: 20_000,
    channel: 'online',
  },
  {
    label: 'a café taking $12,000 a month in 1,000 in-person sales of $12',
    industryType: 'restaurant',
    count: 1_000,
    volume: 12_000,
    channel: 'in-person',
  },
]

type Priced = PricedExample

/** The providers with published rates the engine ranks for the scenario, priced by it, cheapest first. */
export function priceScenario(providers: Provider[], s: Scenario): Priced[] {
  const online = s.channel === 'online' ? 1 : 0
  return priceExample(
    {
      businessType: 'established',
      industryType: s.industryType,
      monthlyTransactions: s.count,
      totalMonthlyVolume: s.volume,
      features: [],
      assessmentData: { channelSplit: { cardPresent: 1 - online, online, keyed: 0 } },
    },
    providers.filter((p) => p.isActive),
    { publishedOnly: true },
  )
}

const table = (rows: Priced[]) =>
  `<table><thead><tr><th>Provider</th><th>Headline price</th><th>Estimated monthly cost</th><th>Effective rate</th></tr></thead><tbody>${rows
    .map(
      (r) =>
        `<tr><td><a href="${escapeHtml(r.provider.sourceUrl)}">${escapeHtml(r.provider.name)}</a></td><td>${escapeHtml(r.headline)}</td><td>${formatUsd(r.monthlyCents)}</td><td>${formatPercentFixed(r.effectiveRate)}</td></tr>`,
    )
    .join('')}</tbody></table>`

function scenarioSection(providers: Provider[], s: Scenario, topic: string): string {
  const priced = priceScenario(providers, s)
  if (priced.length === 0) return ''
  const shown = [...priced.slice(0, 4), ...priced.slice(-2)].filter((r, i, all) => all.indexOf(r) === i)
  const cheapest = priced[0] as Priced
  const dearest = priced[priced.length - 1] as Priced
  const gapYear = (dearest.monthlyCents - cheapest.monthlyCents) * 12
  return `<h3>Example: ${escapeHtml(s.label)}</h3>
<p>We priced the ${priced.length === 1 ? 'one provider' : `${priced.length} providers`} that publish their rates and can take this merchant with the same engine that produces our recommendations. The cheapest option, <strong>${escapeHtml(cheapest.provider.name)}</strong>, comes to about <strong>${formatUsd(cheapest.monthlyCents)} a month</strong> (${formatPercentFixed(cheapest.effectiveRate)} of sales). The most expensive, ${escapeHtml(dearest.provider.name)}, comes to ${formatUsd(dearest.monthlyCents)} (${formatPercentFixed(dearest.effectiveRate)}). For the same sales, that gap is worth about <strong>${formatUsd(gapYear)} a year</strong>, which is why it pays to look closely at ${escapeHtml(topic.toLowerCase())}.</p>
${table(shown)}
<p>The table shows the four lowest and the two highest estimates. Each provider's name links to the page its rates were read from.</p>`
}

/**
 * A complete, useful article written from the catalogue's sourced figures and the pricing engine's
 * worked numbers (no model, no invented figures). The topic only frames the text.
 */
export function writeOfflineArticle(
  rawTopic: string,
  providers: Provider[],
  site: { brandName: string },
): WrittenArticle {
  const topic = rawTopic.trim().replace(/\s+/g, ' ')
  const t = escapeHtml(topic)
  const year = new Date().getFullYear()
  const headline = topic.replace(
    /\b([a-z])([a-z]{2,})/g,
    (_m, first: string, rest: string) => first.toUpperCase() + rest,
  )
  const title = `${headline}: A Practical Guide to Card Processing Costs (${year})`
  const content = `<p>Most small businesses pay more for card processing than they need to, not because the fees are hidden, but because every provider describes them differently. This guide looks at <strong>${t}</strong> through real numbers: published rates, priced for two typical merchants by the same engine ${escapeHtml(site.brandName)} uses for its recommendations.</p>
<h2>Why ${t} matters</h2>
<p>Card fees are usually the largest cost a business pays on every sale after the goods themselves. A difference of half a percentage point sounds small, but on $20,000 of monthly card sales it is $100 a month, or $1,200 a year, every year, for as long as the account stays open. Owners who understand how the fee is built can compare offers on equal terms, ask for a better rate with confidence and spot charges that should not be on the statement.</p>
<h2>How card processing is priced</h2>
<p>Every card payment carries three layers of cost. <strong>Interchange</strong> goes to the bank that issued the customer's card and is set by the card networks; it depends on the card type (debit, rewards credit, business card) and on how the card was taken. <strong>Network assessments</strong> go to Visa, Mastercard and the other networks. The <strong>processor's margin</strong> is the only part a merchant can really negotiate. Providers package these layers in four ways:</p>
<ul>
<li><strong>Flat rate</strong>: one percentage plus a fixed amount per sale, whatever the card. Simple to read, and usually the better deal for small tickets and low volume.</li>
<li><strong>Interchange-plus</strong>: the real interchange and assessments passed through, plus a published margin. Transparent, and usually cheaper once volume grows.</li>
<li><strong>Subscription</strong>: a monthly membership fee with interchange passed through and a small per-sale fee. It pays off at higher volume.</li>
<li><strong>Tiered</strong>: sales sorted into qualified, mid-qualified and non-qualified buckets. It is the hardest model to compare, because the provider decides which bucket each card falls into.</li>
</ul>
<h2>What it costs in practice</h2>
${ARTICLE_SCENARIOS.map((s) => scenarioSection(providers, s, topic)).join('\n')}
<p>Estimates for interchange-plus and subscription providers use a typical card mix for the industry, so a business that sees more debit cards pays less and one that sees more rewards and business cards pays more. Our <a href="${pages.methodology.href()}">methodology page</a> lists every assumption.</p>
<h2>Work out your own effective rate</h2>
<p>The single most useful number is your <strong>effective rate</strong>: total processing fees for a month divided by total card sales for the same month. Take the fees from your statement, including every fixed charge, and divide by your card volume. If you paid $540 on $18,000 of sales, your effective rate is 3.00%. Compare that figure with the effective rates in the tables above rather than with the headline rate a provider advertises, because the headline leaves out per-sale fixed fees and monthly charges.</p>
<h2>Fees beyond the rate</h2>
<p>Statements often carry charges that have nothing to do with the percentage. Look for these lines and ask whether each one is necessary:</p>
<ul>
<li>PCI compliance or non-compliance fees, charged monthly or yearly.</li>
<li>Monthly minimums that bill the difference when sales are low.</li>
<li>Statement, gateway and batch settlement fees.</li>
<li>Chargeback fees, charged per dispute whether or not you win it.</li>
<li>Early termination fees or "liquidated damages" in multi-year contracts.</li>
</ul>
<p>Flat-rate providers rarely charge these; bank and reseller merchant accounts often do. A contract longer than two years or an early termination fee above $500 is a reason to read the agreement twice before signing.</p>
<h2>A checklist for ${t}</h2>
<ol>
<li>Pull your last three statements and compute the effective rate for each month.</li>
<li>List every fixed monthly fee and the contract's term, renewal and termination terms.</li>
<li>Note your average sale and how many sales are in person, online or keyed in, because these decide which pricing model suits you.</li>
<li>Get at least two quotes priced on the same volume and card mix, and compare effective rates, not headline rates.</li>
<li>Check payout speed, chargeback handling and the integrations you rely on before switching.</li>
</ol>
<h2>Next step</h2>
<p>The quickest way to see these numbers for your own business is the free assessment: it asks for your volume, average sale, industry and priorities, prices every provider in the catalogue for you and explains the ranking. It takes about five minutes and the result is yours to keep.</p>`
  const keywords = [
    topic.toLowerCase(),
    'payment processing fees',
    'credit card processing',
    'effective rate',
    'interchange-plus pricing',
  ].filter((k, i, all) => k && all.indexOf(k) === i)
  return { title, content, keywords }
}
