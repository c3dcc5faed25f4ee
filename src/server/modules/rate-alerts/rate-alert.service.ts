import { canUseRateAlerts, RATE_ALERTS_UPGRADE } from '@shared/auth/entitlements'
import { formatRate } from '@shared/format'
import { MAIL_LIMITS } from '@shared/mail/mail-limits'
import {
  type CreateRateAlert,
  DIGEST_PERIOD_MS,
  type RateAlert,
  type RateHistoryEntry,
  RateHistorySchema,
  type UpdateRateAlert,
} from '@shared/rate-alerts/rate-alert.schemas'
import { defaultReport } from '@shared/reports/default-report'
import { DEFAULT_CHECKLIST_DONE } from '@shared/tools/checklist'
import type { Transaction } from '../../db/transaction'
import { AppError } from '../../lib/app-error'
import { newId } from '../../lib/ids'
import { type Precompressed, precompressed } from '../../lib/precompressed'
import type { Caches } from '../../lib/versioned-cache'
import type { CatalogueRepository } from '../catalogue/catalogue.repository'
import type { MailRepos } from '../mail/mail.service'
import { toUserReport } from '../reports/report.service'
import type { UserRow } from '../users/user.repository'
import { toAlertDto, toHistoryDto } from './rate-alert.dto'
import type { RateAlertRepository } from './rate-alert.repository'
import { analysisOfAssessment, analysisOfReport, costEffect, describeFees } from './rate-alert-mail'

export const RATE_ALERT_NOTIFY_JOB = 'rate-alerts.notify'
export const RATE_ALERT_DIGEST_JOB = 'rate-alerts.digest'

/** What a digest reads and writes in one transaction: the alerts, the providers and the mail. */
type DigestRepos = MailRepos & {
  rateAlerts: RateAlertRepository
  catalogue: Pick<CatalogueRepository, 'findById'>
}

type QueueMail = (
  mail: { template: 'rate-alert-digest'; to: string; variables: Record<string, string | number> },
  within: MailRepos,
) => Promise<unknown>

type Deps = {
  repo: RateAlertRepository
  transaction: Transaction<DigestRepos>
  queueMail: QueueMail
  publicUrl: string
  now: () => Date
  /**
   * The catalogue's current version (ADR 018). Rate history is only written in the same transaction as
   * a provider edit, so the history read for one version is kept until the version changes.
   */
  catalogueVersion: () => Promise<string>
  caches: Caches
}

/** Rate alerts are for paid tiers (spec §6); the administrator may use them too. */
export const assertPaid = (user: UserRow) => {
  if (!canUseRateAlerts(user)) {
    throw new AppError('FORBIDDEN', `Rate monitoring is part of the paid plans. ${RATE_ALERTS_UPGRADE}.`)
  }
}

const notFound = () => new AppError('NOT_FOUND', 'Rate alert not found')

const ALERT_TYPES = { increase: 'an increase', decrease: 'a decrease', any: 'any change' } as const
/** One alert in words: "any change of at least 0.1 points, immediate". */
const describeAlert = (a: { type: keyof typeof ALERT_TYPES; threshold: number | null; frequency: string }) =>
  `${ALERT_TYPES[a.type]}${a.threshold === null ? '' : ` of at least ${a.threshold} points`}, ${a.frequency}`

export function createRateAlertService({
  repo,
  transaction,
  queueMail,
  publicUrl,
  now,
  catalogueVersion,
  caches,
}: Deps) {
  const loadHistory = async (providerId: string | undefined): Promise<RateHistoryEntry[]> =>
    (await repo.listHistory(providerId)).map((r) => toHistoryDto(r.history, r.provider))
  const histories = caches.create<Precompressed>({
    id: 'rate-history',
    name: 'Rate history',
    description: 'The public rate history as JSON, per provider, read once per catalogue version.',
    maxEntries: 200,
  })
  const list = async (user: UserRow): Promise<RateAlert[]> => {
    assertPaid(user)
    return (await repo.listForUser(user.id)).map(toAlertDto)
  }
  const owned = async (id: string, userId: string) => {
    const row = await repo.findOwned(id, userId)
    if (!row) throw notFound()
    return toAlertDto(row)
  }

  /**
   * Mails one account's unsent changes on the given alerts in one digest and marks them sent: a fee change
   * that matches many of its alerts is one mail, one block per provider naming every alert it matched.
   */
  const notifyAccount = async (alertIds: string[]) =>
    transaction(async (repos) => {
      const r = repos.rateAlerts
      const pendings: NonNullable<Awaited<ReturnType<RateAlertRepository['pendingFor']>>>[] = []
      for (const id of [...alertIds].sort()) {
        const p = await r.pendingFor(id)
        if (p && p.events.length > 0 && p.alert.status === 'active') pendings.push(p)
      }
      const owner = pendings[0]
      if (!owner) return false
      const markAll = async () => {
        for (const p of pendings) {
          await r.markSent(
            p.alert.id,
            p.events.map((e) => e.eventId),
            now(),
          )
        }
      }
      if (!canUseRateAlerts(owner)) {
        // The plan ended (refunded or expired): these changes are not mailed, now or later.
        await markAll()
        return false
      }
      // The analysis the dashboard's tools read by default (the latest complete report, not a thinner newer
      // one), else the latest completed assessment of an account with no open report.
      const report = defaultReport(
        (await r.dashboardReports(owner.userId)).map((l) => toUserReport(l, now())),
      )
      const latest = report ? null : await r.latestAssessment(owner.userId)
      const analysis = report ? analysisOfReport(report) : latest ? analysisOfAssessment(latest) : null
      const byProvider = new Map<string, typeof pendings>()
      for (const p of pendings)
        byProvider.set(p.alert.providerId, [...(byProvider.get(p.alert.providerId) ?? []), p])
      const blocks: string[] = []
      const names: string[] = []
      for (const [providerId, group] of byProvider) {
        const provider = await repos.catalogue.findById(providerId)
        const events = group
          .flatMap((g) => g.events)
          .sort((a, b) => a.history.createdAt.getTime() - b.history.createdAt.getTime())
        const first = events[0]?.history
        const last = events.at(-1)?.history
        if (!provider || !first || !last) continue
        names.push(provider.name)
        const effect = costEffect(provider, first.oldFees, last.newFees, analysis)
        const changeCount = new Set(events.map((e) => e.history.id)).size
        blocks.push(
          [
            `${provider.name} changed its rates (${changeCount} recorded change${changeCount === 1 ? '' : 's'})`,
            `Old rate: ${formatRate(first.oldFees)}`,
            `New rate: ${formatRate(last.newFees)}`,
            `Before: ${describeFees(first.oldFees)}`,
            `Now: ${describeFees(last.newFees)}`,
            `What it means for you: ${effect.text}`,
            `Source: ${last.sourceUrl} (as of ${last.asOf})`,
            `Your alerts it matched: ${group.map((g) => describeAlert(g.alert)).join('; ')}`,
          ].join('\n'),
        )
      }
      if (blocks.length === 0) return false
      await queueMail(
        {
          template: 'rate-alert-digest',
          to: owner.email,
          variables: {
            providers: names.join(', '),
            alertCount: pendings.length,
            changes: blocks.join('\n\n'),
            dashboardUrl: `${publicUrl}/dashboard?tab=alerts`,
          },
        },
        repos,
      )
      await markAll()
      return true
    })

  /** The immediate job of one account: every active alert of it with unsent changes that is due now. */
  const notifyUser = async (userId: string) => {
    const due = (await repo.digestCandidates())
      .filter((c) => c.userId === userId && c.frequency === 'immediate')
      .map((c) => c.id)
    return due.length > 0 ? notifyAccount(due) : false
  }

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
      if ((await repo.countForUser(user.id)) >= MAIL_LIMITS.alertsPerAccount) {
        throw new AppError(
          'CONFLICT',
          `You can keep up to ${MAIL_LIMITS.alertsPerAccount} rate alerts. Delete one to add another.`,
        )
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
    /**
     * The public rate history as JSON text, checked against its schema, serialised and (on first use)
     * compressed once per catalogue version and provider, not per request (ADR 043).
     */
    historyJson: async (providerId: string | undefined): Promise<Precompressed> => {
      const version = await catalogueVersion()
      return histories.get(providerId ?? '', {
        version,
        load: async () => ({
          version,
          value: precompressed(JSON.stringify(RateHistorySchema.parse(await loadHistory(providerId)))),
        }),
      })
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
    notifyUser,
    /** A job queued before digests were per account (by alert id): its owner's immediate digest. */
    notify: async (alertId: string) => {
      const userId = await repo.ownerOf(alertId)
      return userId ? notifyUser(userId) : false
    },
    /**
     * The digest job: per account, one mail for every hourly/daily/weekly alert whose period has passed
     * since its last mail (and any 'immediate' one its own job missed). Returns the mails queued.
     */
    runDigests: async () => {
      const dueByUser = new Map<string, string[]>()
      for (const c of await repo.digestCandidates()) {
        const period = c.frequency === 'immediate' ? 0 : DIGEST_PERIOD_MS[c.frequency]
        if (c.since.getTime() + period <= now().getTime()) {
          dueByUser.set(c.userId, [...(dueByUser.get(c.userId) ?? []), c.id])
        }
      }
      let sent = 0
      for (const ids of dueByUser.values()) if (await notifyAccount(ids)) sent += 1
      return sent
    },
  }
}
export type RateAlertService = ReturnType<typeof createRateAlertService>
