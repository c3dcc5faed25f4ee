import type { Provider } from '../catalogue/provider.schemas'
import type { PricingContext } from './context'
import { type AccountLines, entryCache, type FeeTexts } from './entry-cache'
import { BATCHES_PER_MONTH, SETUP_AMORTISATION_MONTHS } from './fee-defaults'
import { divRoundHalfUp } from './money'
import { type Lines, line } from './processing'

/**
 * The account's recurring fees (setup, PCI, statement, gateway, batches). At one location each of their lines
 * depends only on the catalogue entry: it is written the first time the entry is priced, frozen and shared by
 * every breakdown that lists it, as the entry's texts are (ADR 021, ADR 030); more locations write their own.
 */

const setupCents = (provider: Provider) => divRoundHalfUp(provider.setupFeeCents, SETUP_AMORTISATION_MONTHS)

const pciLine = (cents: number, texts: FeeTexts, perLocation: string) =>
  line('pci', 'PCI compliance fee', cents, `${texts.pci}${perLocation}`)
const statementLine = (cents: number, texts: FeeTexts, perLocation: string) =>
  line('statement', 'Statement fee', cents, `${texts.statement}${perLocation}`)
const batchLine = (batchCents: number, batches: number, texts: FeeTexts) =>
  line('batch', 'Batch settlement fees', batchCents * batches, `${batches} batches × ${texts.batch}`)

function entryLines(provider: Provider, texts: FeeTexts): AccountLines {
  const cache = entryCache(provider)
  cache.accountLines ??= writeLines(provider, texts)
  return cache.accountLines
}

function writeLines(provider: Provider, texts: FeeTexts): AccountLines {
  const fees = provider.otherFees
  return {
    setup: Object.freeze(line('setup-amortised', 'Setup fee (amortised)', setupCents(provider), texts.setup)),
    pci: Object.freeze(pciLine(fees.pciMonthlyCents ?? 0, texts, '')),
    statement: Object.freeze(statementLine(fees.statementMonthlyCents ?? 0, texts, '')),
    gateway: Object.freeze(
      line('gateway', 'Payment gateway fee', fees.gatewayMonthlyCents ?? 0, texts.gateway),
    ),
    batch: Object.freeze(batchLine(fees.batchCents ?? 0, BATCHES_PER_MONTH, texts)),
  }
}

export function appendAccountFeeLines(
  out: Lines,
  provider: Provider,
  texts: FeeTexts,
  ctx: PricingContext,
): number {
  const fees = provider.otherFees
  const locations = ctx.locations
  const shared = out !== null && locations === 1 ? entryLines(provider, texts) : null
  const perLocation = locations > 1 ? ` × ${locations} locations` : ''
  let total = 0
  if (provider.setupFeeCents > 0) {
    const cents = setupCents(provider)
    out?.push(shared?.setup ?? line('setup-amortised', 'Setup fee (amortised)', cents, texts.setup))
    total += cents
  }
  if (fees.pciMonthlyCents) {
    const cents = fees.pciMonthlyCents * locations
    out?.push(shared?.pci ?? pciLine(cents, texts, perLocation))
    total += cents
  }
  if (fees.statementMonthlyCents) {
    const cents = fees.statementMonthlyCents * locations
    out?.push(shared?.statement ?? statementLine(cents, texts, perLocation))
    total += cents
  }
  const sellsOnline = ctx.channelBps.online + ctx.channelBps.keyed > 0
  if (sellsOnline && fees.gatewayMonthlyCents) {
    const cents = fees.gatewayMonthlyCents
    out?.push(shared?.gateway ?? line('gateway', 'Payment gateway fee', cents, texts.gateway))
    total += cents
  }
  if (fees.batchCents) {
    const batches = BATCHES_PER_MONTH * locations
    out?.push(shared?.batch ?? batchLine(fees.batchCents, batches, texts))
    total += fees.batchCents * batches
  }
  return total
}
