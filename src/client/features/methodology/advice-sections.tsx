import { List, Text, Title } from '@mantine/core'
import { CUSTOM_PRICING, NEGOTIATION_FROM_MONTHLY_CENTS } from '@shared/catalogue/custom-pricing'
import { TYPICAL_POS_SOFTWARE_CENTS } from '@shared/catalogue/pos-software'
import { formatUsd, formatUsdWhole } from '@shared/format'
import {
  ACH_SHARE,
  TYPICAL_CHARGEBACK_CENTS,
  TYPICAL_CURRENCY_CONVERSION_PERCENT,
} from '@shared/pricing/fee-defaults'
import {
  FAIR_MARGIN,
  HIGH_RISK_CHARGEBACK_RATE,
  HORIZON_MONTHS,
  IN_PERSON_SHARE_NEEDING_HARDWARE_BPS,
  MATERIAL_SAVING_SHARE,
  OVERPAYING_SHARE,
  POS_MOVE_TIME_CENTS,
  SWITCHING_TIME_CENTS,
  TOKEN_MIGRATION_CENTS,
  TYPICAL_EARLY_TERMINATION_CENTS,
  TYPICAL_HARDWARE_CENTS,
} from '@shared/pricing/parameters'
import { SHOPIFY_PLANS } from '@shared/pricing/platform'

const pct = (share: number) => `${Math.round(share * 1000) / 10}%`

/** How eligibility, plans, switching costs, baselines and the score work, in plain words. */
export function AdviceSections() {
  return (
    <>
      <Title order={2}>Who can use which provider</Title>
      <Text>
        Before anything is ranked, we leave out every provider you could not actually use, and the full report
        lists each one with the reason and its source:
      </Text>
      <List>
        <List.Item>
          Restricted products (CBD, firearms, vape, supplements, gambling, travel, adult, crypto): only
          providers whose terms accept them. If your description of your business names one, we treat it the
          same way. These merchants are priced as specialists price them: 3–4.5% plus a monthly fee, with a
          rolling reserve held back.
        </List.Item>
        <List.Item>Bank programmes only for that bank's business customers.</List.Item>
        <List.Item>
          Minimum volumes of enterprise acquirers, and the volume above which a small-business price list no
          longer applies.
        </List.Item>
        <List.Item>
          Card readers: when {IN_PERSON_SHARE_NEEDING_HARDWARE_BPS / 100}% or more of your sales are in
          person, online-only providers are left out.
        </List.Item>
        <List.Item>
          Software that processes its own payments (Toast, Square, Shopify POS, Lightspeed, SpotOn, Mindbody,
          Clover): changing processor means changing the software. Other processors are still compared, priced
          with point-of-sale software ({formatUsd(TYPICAL_POS_SOFTWARE_CENTS)} a month a location when the new
          processor brings none), new hardware and the time to move your item library or menu. Squarespace
          stores can connect only Stripe, PayPal or Square.
        </List.Item>
        <List.Item>
          Marketplaces need split payments and seller payouts; law firms taking retainers need trust (IOLTA)
          accounting.
        </List.Item>
      </List>

      <Title order={2}>Every fee you would pay</Title>
      <List>
        <List.Item>
          Each provider's cheapest plan for your volume, and volume tiers where its price rises or falls.
          Above about $1M a month, acquirers that negotiate are priced at the margin that volume gets, not
          their list rate, and marked as estimates.
        </List.Item>
        <List.Item>
          Shopify stores: Shopify charges{' '}
          {SHOPIFY_PLANS.map((p) => `${p.thirdPartyGatewayPercent}% (${p.name})`).join(', ')} on orders paid
          through any gateway other than Shopify Payments. We add it to every other provider; the Shopify plan
          fee itself is left out because you pay it either way.
        </List.Item>
        <List.Item>
          Foreign cards: every provider's cross-border fee on your international share; where a provider
          publishes none, the typical 1.5% is assumed and labelled.
        </List.Item>
        <List.Item>
          Currency conversion: foreign customers are assumed to pay in their own currency, so each provider's
          published conversion fee applies to your international share ({TYPICAL_CURRENCY_CONVERSION_PERCENT}%
          where none is published; none where the price already includes currency).
        </List.Item>
        <List.Item>
          Invoices paid by ACH: when your customers would pay large invoices by bank transfer,{' '}
          {Math.round(ACH_SHARE * 100)}% of your online and keyed payments are priced at the provider's
          published ACH price; with providers that publish none, they stay on card.
        </List.Item>
        <List.Item>
          Chargebacks at your industry's typical rate ({pct(HIGH_RISK_CHARGEBACK_RATE)} for restricted
          products, or the rate you state) times each provider's fee ({formatUsd(TYPICAL_CHARGEBACK_CENTS)}{' '}
          where it publishes none).
        </List.Item>
        <List.Item>
          Your card mix: business cards with Level 2/3 data and registered charities get their lower
          interchange rates on interchange-priced accounts.
        </List.Item>
      </List>

      <Title order={2}>Stay, renegotiate or switch</Title>
      <Text>
        When you tell us what you pay (last month's fees, your rates, or your provider), we price today's cost
        from what you state: last month's fees first, as what you actually paid; else your rates (a flat rate
        applied to your sales, or interchange-plus as interchange and network fees for your card mix plus your
        margin); only else your provider's published rates. The answer says which it used, and when your rates
        and last month's fees disagree it says by how much.
      </Text>
      <Text>
        Then we price each way forward over {HORIZON_MONTHS} months, side by side: staying; asking your
        provider for custom pricing; switching processor; and, when your point-of-sale software processes its
        own payments, moving software and processor together. Switching counts its one-off costs: the
        early-termination fee while your contract runs (the one you give, or{' '}
        {formatUsd(TYPICAL_EARLY_TERMINATION_CENTS)} when it is unknown), new card readers (
        {formatUsd(TYPICAL_HARDWARE_CENTS)} a location unless the provider's price is known), setup fees,
        moving stored cards for subscriptions ({formatUsd(TOKEN_MIGRATION_CENTS)}), moving your item library
        or menu to new software ({formatUsd(POS_MOVE_TIME_CENTS)}) and your time (
        {formatUsd(SWITCHING_TIME_CENTS)}). A leased terminal is owed whichever you choose, so it is left out.
        We advise a switch only when the net saving is more than {Math.round(MATERIAL_SAVING_SHARE * 100)}% of
        what you would pay over those months: smaller gains are inside the margin of error of any estimate.
        Otherwise the answer is to stay, and no saving is claimed.
      </Text>
      <Text>
        Custom pricing is worth asking for when your provider negotiates at your volume (
        {Object.values(CUSTOM_PRICING)
          .map((o) => o.summary)
          .join('; ')}
        ; others from about {formatUsdWhole(NEGOTIATION_FROM_MONTHLY_CENTS)} a month) and there is a lower
        price to ask for: the best competing processor's price for your sales, by name, or, when you pay more
        than {Math.round(OVERPAYING_SHARE * 100)}% above a fair price, interchange-plus at about{' '}
        {FAIR_MARGIN.cardPresent.percent}% + {FAIR_MARGIN.cardPresent.fixedCents}¢ in person and{' '}
        {FAIR_MARGIN.cardNotPresent.percent}% + {FAIR_MARGIN.cardNotPresent.fixedCents}¢ online. We never
        suggest asking for a price above what you pay. Asking comes before switching, as it costs nothing; the
        answer also says what switching would save if your provider will not move.
      </Text>
      <Text>
        Without your fees or provider we do not invent a saving from a provider you never used: we recommend
        the best fit for a new account.
      </Text>
    </>
  )
}
