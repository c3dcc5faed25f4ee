import type { FeeFigures, RateAlert, RateHistoryEntry } from '@shared/rate-alerts/rate-alert.schemas'
import type { FeeSnapshot } from '../../db/schema/rate-alerts'
import type { AlertRow, HistoryRow } from './rate-alert.repository'

export const toFigures = (s: FeeSnapshot): FeeFigures => ({
  transactionFeePercent: s.percent,
  transactionFeeFixed: s.fixedCents / 100,
  monthlyFee: s.monthlyCents / 100,
  setupFee: s.setupCents / 100,
})

export const toHistoryDto = (h: HistoryRow, provider: string): RateHistoryEntry => ({
  id: h.id,
  providerId: h.providerId,
  provider,
  old: toFigures(h.oldFees),
  new: toFigures(h.newFees),
  change: Math.round((h.newFees.percent - h.oldFees.percent) * 10_000) / 10_000,
  sourceUrl: h.sourceUrl,
  asOf: h.asOf,
  recordedAt: h.createdAt.toISOString(),
})

export const toAlertDto = (r: {
  alert: AlertRow
  provider: string
  percent: number
  fixedCents: number
}): RateAlert => ({
  id: r.alert.id,
  providerId: r.alert.providerId,
  provider: r.provider,
  currentRate: r.percent,
  currentFixed: r.fixedCents / 100,
  type: r.alert.type,
  threshold: r.alert.threshold,
  frequency: r.alert.frequency,
  status: r.alert.status,
  lastChecked: r.alert.lastCheckedAt.toISOString(),
  lastNotifiedAt: r.alert.lastNotifiedAt?.toISOString() ?? null,
  createdAt: r.alert.createdAt.toISOString(),
})

/** Does a change of the headline fees concern an alert of this type and threshold? */
export function matchesAlert(
  alert: Pick<AlertRow, 'type' | 'threshold'>,
  oldFees: FeeSnapshot,
  newFees: FeeSnapshot,
) {
  const deltas = [
    newFees.percent - oldFees.percent,
    newFees.fixedCents - oldFees.fixedCents,
    newFees.monthlyCents - oldFees.monthlyCents,
    newFees.setupCents - oldFees.setupCents,
  ]
  // The direction is the rate's when it moved, else the first other figure that did.
  const direction = Math.sign(deltas.find((d) => Math.abs(d) > 1e-9) ?? 0)
  if (direction === 0) return false
  if (alert.type === 'increase' && direction < 0) return false
  if (alert.type === 'decrease' && direction > 0) return false
  if (alert.threshold !== null && alert.threshold > 0) {
    return Math.abs(newFees.percent - oldFees.percent) + 1e-9 >= alert.threshold
  }
  return true
}
