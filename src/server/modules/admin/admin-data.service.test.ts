import { conversionRate, progressPercentage } from '@shared/admin/admin-data.schemas'
import { usernameFromEmail } from '@shared/auth/username'
import { describe, expect, it } from 'vitest'
import { dailySeries } from './admin-data.service'

describe('admin figures', () => {
  it('conversion is paid reports ÷ assessments as a rounded percent, 0 without assessments', () => {
    expect(conversionRate(1, 3)).toBe(33)
    expect(conversionRate(2, 3)).toBe(67)
    expect(conversionRate(5, 0)).toBe(0)
  })

  it('progress is capped at 100 and never negative', () => {
    expect(progressPercentage(3, 6)).toBe(50)
    expect(progressPercentage(7, 6)).toBe(100)
    expect(progressPercentage(-1, 6)).toBe(0)
  })

  it('the daily series covers 30 UTC days ending today, oldest first, zeros on quiet days', () => {
    const now = new Date('2026-03-01T23:30:00Z')
    const series = dailySeries(
      now,
      [
        { day: '2026-03-01', n: 4, cents: 0 },
        { day: '2026-02-01', n: 2, cents: 0 },
      ],
      [{ day: '2026-02-28', n: 2, cents: 9998 }],
    )
    expect(series).toHaveLength(30)
    expect(series[0]).toEqual({ date: '2026-01-31', assessments: 0, purchases: 0, revenue: 0 })
    expect(series[1]?.assessments).toBe(2)
    expect(series.at(-2)).toEqual({ date: '2026-02-28', assessments: 0, purchases: 2, revenue: 99.98 })
    expect(series.at(-1)).toEqual({ date: '2026-03-01', assessments: 4, purchases: 0, revenue: 0 })
  })

  it('an invited user gets a username from the address', () => {
    expect(usernameFromEmail('jane.doe+x@example.com')).toBe('jane.doex')
    expect(usernameFromEmail('al@example.com')).toBe('aluser')
  })
})
