import type { ProviderUpdateRequest } from '@shared/catalogue/provider-update.schemas'
import type { ProviderUpdateResponse } from '@shared/catalogue/provider-update-response.schemas'
import { INDUSTRIES } from '@shared/catalogue/taxonomy'
import { toCents } from '@shared/pricing/money'
import type { FeeSnapshot } from '../../db/schema/rate-alerts'
import type { Transaction } from '../../db/transaction'
import type { JobRepository } from '../../jobs/job.repository'
import { AppError } from '../../lib/app-error'
import { newId } from '../../lib/ids'
import type { AuditRepository } from '../audit/audit.repository'
import type { AuditService } from '../audit/audit.service'
import { matchesAlert, toHistoryDto } from '../rate-alerts/rate-alert.dto'
import type { RateAlertRepository } from '../rate-alerts/rate-alert.repository'
import { RATE_ALERT_NOTIFY_JOB } from '../rate-alerts/rate-alert.service'
import { type CatalogueRepository, fromRow, type NewRow, type Row } from './catalogue.repository'
import { toProviderDto } from './catalogue.service'

type Repos = {
  catalogue: CatalogueRepository
  rateAlerts: RateAlertRepository
  jobs: JobRepository
  audit: Pick<AuditRepository, 'insert'>
}
type Deps = {
  transaction: Transaction<Repos>
  audit: Pick<AuditService, 'record'>
  now: () => Date
  /** Told once the edit is committed: the in-memory catalogue is stale, here and on every instance (ADR 018). */
  onCatalogueChanged?: () => void | Promise<void>
}

const snapshotOf = (r: Row): FeeSnapshot => ({
  percent: r.cardNotPresentPercent,
  fixedCents: r.cardNotPresentFixedCents,
  monthlyCents: r.monthlyFeeCents,
  setupCents: r.setupFeeCents,
})

const sameFees = (a: FeeSnapshot, b: FeeSnapshot) =>
  Math.abs(a.percent - b.percent) < 1e-9 &&
  a.fixedCents === b.fixedCents &&
  a.monthlyCents === b.monthlyCents &&
  a.setupCents === b.setupCents

const invalid = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { details: [{ path, message }] })

/**
 * An administrator's edit of a provider (`PUT /api/admin/providers/{id}`), in one transaction: the public
 * catalogue changes at once; a fee change is recorded in the rate history with its source, and every
 * matching active alert gets an event; each account with 'immediate' alerts among them gets one delivery job
 * now (one mail for all of them), the others wait for their digest.
 */
export function createProviderUpdateService({ transaction, audit, now, onCatalogueChanged }: Deps) {
  return {
    update: async (
      id: string,
      body: ProviderUpdateRequest,
      /** The administrator and their address: a fee change is audited with the edit, in its transaction. */
      admin: { id: string; ip: string },
    ): Promise<ProviderUpdateResponse> => {
      const unknown = body.supportedIndustries?.find((i) => !(INDUSTRIES as readonly string[]).includes(i))
      if (unknown)
        invalidThrow('supportedIndustries', `Unknown industry "${unknown}". Use: ${INDUSTRIES.join(', ')}.`)
      if (body.features?.length === 0) invalidThrow('features', 'Keep at least one feature.')

      const result = await transaction(async (repos) => {
        const { catalogue, rateAlerts: alerts, jobs } = repos
        const before = await catalogue.findRow(id)
        if (!before) throw new AppError('NOT_FOUND', 'Provider not found')
        const oldFees = snapshotOf(before)
        const newFees: FeeSnapshot = {
          percent: body.transactionFeePercent ?? oldFees.percent,
          fixedCents:
            body.transactionFeeFixed === undefined ? oldFees.fixedCents : toCents(body.transactionFeeFixed),
          monthlyCents: body.monthlyFee === undefined ? oldFees.monthlyCents : toCents(body.monthlyFee),
          setupCents: body.setupFee === undefined ? oldFees.setupCents : toCents(body.setupFee),
        }
        const feeChanged = !sameFees(oldFees, newFees)
        const set: Partial<NewRow> = {
          ...(body.description !== undefined && { description: body.description }),
          ...(body.features !== undefined && { features: body.features }),
          ...(body.supportedIndustries !== undefined && { supportedIndustries: body.supportedIndustries }),
          ...(body.isActive !== undefined && { isActive: body.isActive }),
          ...(feeChanged && {
            cardNotPresentPercent: newFees.percent,
            cardNotPresentFixedCents: newFees.fixedCents,
            monthlyFeeCents: newFees.monthlyCents,
            setupFeeCents: newFees.setupCents,
            sourceUrl: body.sourceUrl,
            asOf: body.asOf,
          }),
        }
        const at = now()
        const after = await catalogue.updateByAdmin(id, set, at)
        let provider: ReturnType<typeof fromRow>
        try {
          provider = fromRow(after)
        } catch {
          throw invalid('body', 'The edited provider would not be a valid catalogue entry.')
        }

        if (!feeChanged || !body.sourceUrl || !body.asOf) {
          return {
            provider: { ...toProviderDto(provider), isActive: provider.isActive },
            rateChange: null,
            alertsQueued: 0,
          }
        }
        const historyId = newId()
        const history = {
          id: historyId,
          providerId: id,
          oldFees,
          newFees,
          sourceUrl: body.sourceUrl,
          asOf: body.asOf,
          changedBy: admin.id,
          createdAt: at,
        }
        await alerts.insertHistory(history)
        await audit.record(
          {
            actorUserId: admin.id,
            action: 'provider.fee_change',
            ip: admin.ip,
            details: { providerId: id, sourceUrl: body.sourceUrl, asOf: body.asOf },
          },
          repos,
        )
        const matching = (await alerts.activeForProvider(id, at)).filter((a) =>
          matchesAlert(a, oldFees, newFees),
        )
        await alerts.insertEvents(matching.map((a) => ({ id: newId(), alertId: a.id, historyId })))
        // One job per account, however many of its alerts match: it mails them as one digest.
        const owners = new Set(matching.filter((m) => m.frequency === 'immediate').map((m) => m.userId))
        for (const userId of owners) {
          await jobs.enqueue({
            type: RATE_ALERT_NOTIFY_JOB,
            payload: { userId },
            dedupeKey: `rate-alert:user:${userId}`,
          })
        }
        return {
          provider: { ...toProviderDto(provider), isActive: provider.isActive },
          rateChange: toHistoryDto(history, provider.name),
          alertsQueued: matching.length,
        }
      })
      await onCatalogueChanged?.()
      return result
    },
  }
}
export type ProviderUpdateService = ReturnType<typeof createProviderUpdateService>

function invalidThrow(path: string, message: string): never {
  throw invalid(path, message)
}
