import { describe, expect, it } from 'vitest'
import { ProviderUpdateRequestSchema } from './provider-update.schemas'

describe("a provider's source URL", () => {
  const update = (sourceUrl: string) =>
    ProviderUpdateRequestSchema.safeParse({ transactionFeePercent: 2.9, sourceUrl, asOf: '2026-01-15' })

  it.each([
    'javascript:alert(document.cookie)//https://x.example',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'ftp://files.example.com/fees.pdf',
    'file:///etc/passwd',
  ])('refuses %s', (url) => {
    expect(update(url).success).toBe(false)
  })

  it.each(['https://stripe.com/pricing', 'http://example.com/fees?x=1'])('accepts %s', (url) => {
    expect(update(url).success).toBe(true)
  })
})
