import { describe, expect, it } from 'vitest'
import { formatDate, formatDateTime } from './format-date'

describe('format-date', () => {
  it('formats dates and times as the admin pages read them', () => {
    const at = new Date(2026, 10, 27, 16, 5)
    expect(formatDate(at)).toBe('Nov 27, 2026')
    expect(formatDateTime(at)).toBe('Nov 27, 2026 at 4:05 PM')
    expect(formatDate(at.toISOString())).toBe('Nov 27, 2026')
  })
})
