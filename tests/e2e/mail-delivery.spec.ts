import { mkdirSync } from 'node:fs'
import { openAdminSection } from './content-helpers'
import { expect, test } from './fixtures'

test('the administrator sees mail delivery: mails waiting, sent and failed', async ({ page, baseURL }) => {
  await openAdminSection(page, 'email-templates', baseURL)
  const card = page.getByTestId('mail-delivery')
  await expect(card.getByRole('heading', { name: 'Mail delivery' })).toBeVisible()
  await expect(card.getByText(/^Queued: \d+$/)).toBeVisible()
  await expect(card.getByTestId('mail-delivery-summary')).not.toContainText('delivered')
  await expect(card.getByText(/^Sent: \d+$/)).toBeVisible()
  await expect(card.getByText(/^Failed: \d+$/)).toBeVisible()
  mkdirSync('/tmp/faults-shots', { recursive: true })
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await card.scrollIntoViewIfNeeded()
    await page.screenshot({ path: `/tmp/faults-shots/mail-delivery-${width}.png` })
  }
})
