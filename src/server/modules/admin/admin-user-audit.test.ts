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

describe('admin acts on an account: the audit record is written with the act, or the act fails', () => {
  it('sends an email only together with its audit record', async () => {
    for (const auditFails of [false, true]) {
      const db = fakeDatabase(auditFails)
      const send = sendUserEmail({
        target,
        ...db,
        queueMail: async (_input, within) => db.stage(within, 'mail'),
      })
      const sent = send(actor, user.id, { subject: 'Hello', body: 'A message' })
      if (auditFails) await expect(sent).rejects.toThrow('audit log unavailable')
      else await sent
      expect(db.committed).toEqual(auditFails ? [] : ['mail', 'user.send_email'])
    }
  })

  it('removes a second factor only together with its audit record', async () => {
    for (const auditFails of [false, true]) {
      const db = fakeDatabase(auditFails)
      const reset = resetSecondFactor({
        target,
        ...db,
        removeSecondFactor: async (_id, within) => Boolean(db.stage(within, 'factor removed')),
      })
      const done = reset(actor, user.id)
      if (auditFails) await expect(done).rejects.toThrow('audit log unavailable')
      else await done
      expect(db.committed).toEqual(auditFails ? [] : ['factor removed', 'user.reset_second_factor'])
    }
  })

  it('answers an export only once its audit record is written', async () => {
    for (const auditFails of [false, true]) {
      const db = fakeDatabase(auditFails)
      const exported = exportUserData({
        target,
        ...db,
        repo: { exportData: async () => ({ assessments: [] }) as never },
        now: () => new Date('2026-01-01T00:00:00Z'),
      })(actor, user.id)
      if (auditFails) await expect(exported).rejects.toThrow('audit log unavailable')
      else expect(await exported).toMatchObject({ exportedAt: '2026-01-01T00:00:00.000Z', alerts: [] })
      expect(db.committed).toEqual(auditFails ? [] : ['user.export'])
    }
  })
})
