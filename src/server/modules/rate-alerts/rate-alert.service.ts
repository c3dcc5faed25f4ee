import { hasPaidPlan } from '@shared/auth/entitlements'
import type { Provider } from '@shared/catalogue/provider.schemas'
import {
  type CreateRateAlert,
  DIGEST_PERIOD_MS,
  type RateAlert,
  type RateHistoryEntry,
  type UpdateRateAlert,
} from '@shared/rate-alerts/rate-alert.schemas'
import { DEFAULT_CHECKLIST_DONE } from '@shared/tools/checklist'
import type { Tx } from '../../db/client'
import { AppError } from '../../lib/app-error'
import { newId } from '../../lib/ids'
import type { UserRow } from '../users/user.repository'
import { toAlertDto, toHistoryDto } from './rate-alert.dto'
import type { RateAlertRepository } from './rate-alert.repository'
import { costEffect, describeFees } from './rate-alert-mail'

export const RATE_ALERT_NOTIFY_JOB = 'rate-alerts.notify'
export const RATE_ALERT_DIGEST_JOB = 'rate-alerts.digest'

type QueueMail = (
  mail: { template: 'rate-alert'; to: string; variables: Record<string, string | number> },
  tx: Tx,
) => Promise<unknown>

type Deps = {
  repo: RateAlertRepository
  /** Runs `fn` in one transaction with a repository bound to it. */
  transaction: <T>(fn: (repo: RateAlertRepository, tx: Tx) => Promise<T>) => Promise<T>
  /** Looks a provider up inside the caller's transaction. */
  providerById: (id: string, tx: Tx) => Promise<Provider | undefined>
  queueMail: QueueMail
  publicUrl: string
  now: () => Date
  /**
   * The catalogue's current version (ADR 018). Rate history is only written in the same transaction as
   * a provider edit, so the history read for one version is kept until the version changes.
   */
  catalogueVersion?: () => Promise<string>
}

const HISTORY_MEMO_ENTRIES = 200

/** Rate alerts are for paid tiers (spec §6); the administrator may use them too. */
export const assertPaid = (user: UserRow) => {
  if (!hasPaidPlan(user)) {
    throw new AppError(
      'FORBIDDEN',
      'Rate monitoring is part of the paid plans. Upgrade to Access Monitoring.',
    )
  }
}

const notFound = () => new AppError('NOT_FOUND', 'Rate alert not found')

export function createRateAlertService({
  repo,
  transaction,
  providerById,
  queueMail,
  publicUrl,
  now,
  catalogueVersion,
}: Deps) {
  const loadHistory = async (providerId: string | undefined): Promise<RateHistoryEntry[]> =>
    (await repo.listHistory(providerId)).map((r) => toHistoryDto(r.history, r.provider))
  let historyMemo: { version: string; byProvider: Map<string, RateHistoryEntry[]> } | null = null
  const list = async (user: UserRow): Promise<RateAlert[]> => {
    assertPaid(user)
    return (await repo.listForUser(user.id)).map(toAlertDto)
  }
  const owned = async (id: string, userId: string) => {
    const row = await repo.findOwned(id, userId)
    if (!row) throw notFound()
    return toAlertDto(row)
  }

  /** Mails an alert's unsent changes in one message and marks them sent. */
  const notify = async (alertId: string) =>
    transaction(async (r, tx) => {
      const pending = await r.pendingFor(alertId)
      if (!pending || pending.events.length === 0 || pending.alert.status !== 'active') return false
      if (!hasPaidPlan(pending)) {
        // The plan ended (refunded or expired): these changes are not mailed, now or later.
        await r.markSent(
          alertId,
          pending.events.map((e) => e.eventId),
          now(),
        )
        return false
      }
      const first = pending.events[0]?.history
      const last = pending.events.at(-1)?.history
      const provider = await providerById(pending.alert.providerId, tx)
      if (!first || !last || !provider) return false
      const effect = costEffect(
        provider,
        first.oldFees,
        last.newFees,
        await r.latestAssessment(pending.userId),
      )
      await queueMail(
        {
          template: 'rate-alert',
          to: pending.email,
          variables: {
            providerName: provider.name,
            oldRate: `${first.oldFees.percent}% + $${(first.oldFees.fixedCents / 100).toFixed(2)}`,
            newRate: `${last.newFees.percent}% + $${(last.newFees.fixedCents / 100).toFixed(2)}`,
            oldFees: describeFees(first.oldFees),
            newFees: describeFees(last.newFees),
            costEffect: effect.text,
            changeCount: pending.events.length,
            sourceUrl: last.sourceUrl,
            asOf: last.asOf,
            dashboardUrl: `${publicUrl}/dashboard?tab=alerts`,
          },
        },
        tx,
      )
      await r.markSent(
        alertId,
        pending.events.map((e) => e.eventId),
        now(),
      )
      return true
    })

  return {
    list,
    /** Every alert of one user, whatever their tier (the administrator's data export). */
    listForUserId: async (userId: string): Promise<RateAlert[]> =>
      (await repo.listForUser(userId)).map(toAlertDto),
    create: async (user: UserRow, body: CreateRateAlert): Promise<RateAlert> => {
      assertPaid(user)
      if (!(await repo.providerExists(body.providerId))) {
        throw new AppError('VALIDATION_FAILED', 'Choose a provider from the catalogue.', {
          details: [{ path: 'providerId', message: 'Unknown provider' }],
        })
      }
      const id = newId()
      const at = now()
      await repo.insert({
        id,
        userId: user.id,
        providerId: body.providerId,
        type: body.type,
        threshold: body.threshold ?? null,
        frequency: body.frequency,
        lastCheckedAt: at,
        createdAt: at,
      })
      return owned(id, user.id)
    },
    update: async (user: UserRow, id: string, body: UpdateRateAlert): Promise<RateAlert> => {
      assertPaid(user)
      if (!(await repo.updateOwned(id, user.id, body))) throw notFound()
      return owned(id, user.id)
    },
    remove: async (user: UserRow, id: string) => {
      assertPaid(user)
      if (!(await repo.deleteOwned(id, user.id))) throw notFound()
    },
    history: async (providerId: string | undefined): Promise<RateHistoryEntry[]> => {
      if (!catalogueVersion) return loadHistory(providerId)
      const version = await catalogueVersion()
      if (historyMemo?.version !== version) historyMemo = { version, byProvider: new Map() }
      const memo = historyMemo
      const key = providerId ?? ''
      const kept = memo.byProvider.get(key)
      if (kept) return kept
      const entries = await loadHistory(providerId)
      if (memo.byProvider.size < HISTORY_MEMO_ENTRIES) memo.byProvider.set(key, entries)
      return entries
    },
    checklist: async (user: UserRow) => {
      assertPaid(user)
      return { completed: (await repo.findChecklist(user.id)) ?? [...DEFAULT_CHECKLIST_DONE] }
    },
    saveChecklist: async (user: UserRow, completed: number[]) => {
      assertPaid(user)
      const sorted = [...completed].sort((a, b) => a - b)
      await repo.saveChecklist(user.id, sorted, now())
      return { completed: sorted }
    },
    notify,
    /** The digest job: mails each hourly/daily/weekly alert whose period has passed since its last mail. */
    runDigests: async () => {
      let sent = 0
      for (const c of await repo.digestCandidates()) {
        // An 'immediate' alert is mailed by its own job; this sweep only catches one that job missed.
        const period = c.frequency === 'immediate' ? 0 : DIGEST_PERIOD_MS[c.frequency]
        if (c.since.getTime() + period <= now().getTime() && (await notify(c.id))) sent += 1
      }
      return sent
    },
  }
}
export type RateAlertService = ReturnType<typeof createRateAlertService>
