import type { Provider } from '../catalogue/provider.schemas'
import type { PricingContext } from './context'
import type { EstimateRequest } from './estimate.schemas'
import { toCents } from './money'
import {
  POS_MOVE_TIME_CENTS,
  SWITCHING_TIME_CENTS,
  TOKEN_MIGRATION_CENTS,
  TYPICAL_EARLY_TERMINATION_CENTS,
  TYPICAL_HARDWARE_CENTS,
} from './parameters'

/**
 * The one-off costs of leaving the current provider for another: the early-termination fee while a contract
 * runs, hardware per location, setup fees, moving stored cards, moving point-of-sale software and the time to
 * switch. Figures not published by a provider are typical values and say so.
 */

export type SwitchCostLine = { label: string; cents: number }

/** What the switching costs depend on: the answers, the merchant's figures, the current provider and today. */
export type SwitchingInput = {
  request: EstimateRequest
  ctx: PricingContext
  current: Provider | null
  today: string
}

/** Whether a contract end date lies beyond today (ISO dates compare as strings). */
const contractRunning = (end: string | undefined, today: string) => end !== undefined && end > today

export const switchingCosts = (input: SwitchingInput, to: Provider, posChange = false): SwitchCostLine[] => {
  const { request, ctx, current, today } = input
  if (current && current.id === to.id) return []
  const data = request.assessmentData
  const lines: SwitchCostLine[] = []
  const end = data?.contractEndDate
  const stated = data?.earlyTerminationFee === undefined ? undefined : toCents(data.earlyTerminationFee)
  const etf = stated ?? current?.otherFees.earlyTerminationCents
  const name = current?.name ?? 'Current provider'
  if (contractRunning(end, today)) {
    if (stated !== 0) {
      lines.push({
        label: `Early-termination fee (contract runs to ${end})`,
        cents: etf ?? TYPICAL_EARLY_TERMINATION_CENTS,
      })
    }
  } else if (end === undefined && etf) {
    lines.push({ label: `${name} early-termination fee`, cents: etf })
  }
  if (ctx.channelBps.cardPresent > 0) {
    const hardware = (to.hardwareCents ?? TYPICAL_HARDWARE_CENTS) * ctx.locations
    lines.push({
      label: `New card readers or terminals (${ctx.locations} location${ctx.locations > 1 ? 's' : ''})`,
      cents: hardware,
    })
  }
  if (to.setupFeeCents > 0) lines.push({ label: `${to.name} setup fee`, cents: to.setupFeeCents })
  if (ctx.industry === 'saas' || ctx.priorities.includes('recurring')) {
    lines.push({ label: 'Moving stored cards and subscriptions (typical)', cents: TOKEN_MIGRATION_CENTS })
  }
  if (posChange) {
    lines.push({
      label:
        'Moving your item library or menu to the new point-of-sale system and training staff: about 10 hours (typical)',
      cents: POS_MOVE_TIME_CENTS,
    })
  }
  lines.push({ label: 'Time to switch: about 10 hours (typical)', cents: SWITCHING_TIME_CENTS })
  return lines
}
