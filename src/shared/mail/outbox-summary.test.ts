import { describe, expect, it } from 'vitest'
import type { MailOutboxStatus } from './mail-outbox.schemas'
import { outboxSummary } from './outbox-summary'

const counts = { queued: 0, sent: 0, logged: 0, held: 0, withheld: 0, failed: 0 }
const status = (over: Partial<MailOutboxStatus>): MailOutboxStatus => ({
  transport: 'smtp',
  counts,
  undelivered: [],
  ...over,
})

describe('the admin mail page summary', () => {
  it('never says "delivered" of mail that was only kept in the outbox', () => {
    const kept = outboxSummary(status({ transport: 'outbox', counts: { ...counts, logged: 9 } }))
    expect(kept).not.toMatch(/deliver/i)
    expect(kept).toContain('9 kept in the outbox')
    expect(kept).toContain('No mail leaves this server')
  })

  it('says what happened to every mail: sent, queued, held, withheld, failed', () => {
    const text = outboxSummary(
      status({ counts: { queued: 2, sent: 5, logged: 0, held: 1, withheld: 3, failed: 1 } }),
    )
    expect(text).toBe(
      '5 sent to the mail server · 2 queued · 1 held until the address is verified · 3 not sent (see why below) · 1 failed',
    )
    expect(outboxSummary(status({ counts: { ...counts, sent: 4 } }))).toBe(
      'Every mail was handed to the mail server (4 sent).',
    )
  })
})
