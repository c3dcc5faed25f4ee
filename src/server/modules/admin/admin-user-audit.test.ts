import { describe, expect, it, vi } from 'vitest'
import type { UserRow } from '../users/user.repository'
import type { Actor, AdminUsersRepos } from './admin-user-common'
import { exportUserData } from './export-user-data'
import { resetSecondFactor } from './reset-second-factor'
import { sendUserEmail } from './send-user-email'

const user = { id: 'u1', email: 'user@example.com', username: 'user', role: 'user' } as UserRow
const actor: Actor = { user: { id: 'admin' } as UserRow, ip: '203.0.113.9' }
const target = async () => user

/** A transaction whose writes are kept only when its work ends without an error. */
const fakeDatabase = (auditFails: boolean) => {
  const committed: string[] = []
  const transaction = async <T>(work: (repos: AdminUsersRepos) => Promise<T>): Promise<T> => {
    const staged: string[] = []
    const repos = { staged } as unknown as AdminUsersRepos
    const result = await work(repos)
    committed.push(...staged)
    return result
  }
  const stage = (repos: unknown, what: string) => (repos as { staged: string[] }).staged.push(what)
  const audit = {
    record: vi.fn(async (entry: { action: string }, within?: unknown) => {
      if (auditFails) throw new Error('audit log unavailable')
      stage(within, entry.action)
    }),
  }
  return { committed, transaction, audit, stage }
}

type FakeDatabase = ReturnType<typeof fakeDatabase>

/** With the audit log working, the act's writes are kept with its record; failing, none is and the act fails. */
const expectAuditedTogether = async (act: (db: FakeDatabase) => Promise<unknown>, writes: string[]) => {
  for (const auditFails of [false, true]) {
    const db = fakeDatabase(auditFails)
    const done = act(db)
    if (auditFails) await expect(done).rejects.toThrow('audit log unavailable')
    else await done
    expect(db.committed).toEqual(auditFails ? [] : writes)
  }
}

describe('admin acts on an account: the audit record is written with the act, or the act fails', () => {
  it('sends an email only together with its audit record', () =>
    expectAuditedTogether(
      (db) =>
        sendUserEmail({ target, ...db, queueMail: async (_input, within) => db.stage(within, 'mail') })(
          actor,
          user.id,
          { subject: 'Hello', body: 'A message' },
        ),
      ['mail', 'user.send_email'],
    ))

  it('removes a second factor only together with its audit record', () =>
    expectAuditedTogether(
      (db) =>
        resetSecondFactor({
          target,
          ...db,
          removeSecondFactor: async (_id, within) => Boolean(db.stage(within, 'factor removed')),
        })(actor, user.id),
      ['factor removed', 'user.reset_second_factor'],
    ))

  it('answers an export only once its audit record is written', async () => {
    const answers: unknown[] = []
    await expectAuditedTogether(
      async (db) => {
        const exportData = exportUserData({
          target,
          ...db,
          repo: { exportData: async () => ({ assessments: [] }) as never },
          now: () => new Date('2026-01-01T00:00:00Z'),
        })
        answers.push(await exportData(actor, user.id))
      },
      ['user.export'],
    )
    expect(answers).toEqual([expect.objectContaining({ exportedAt: '2026-01-01T00:00:00.000Z', alerts: [] })])
  })
})
