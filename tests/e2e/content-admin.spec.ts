import { unique } from './blog-helpers'
import { openAdminSection, shoot } from './content-helpers'
import { expect, test, waitForHydration } from './fixtures'
import { linkFor, waitForMail } from './mailbox'

test('email templates: tabs, preview, edit and send a test mail that arrives', async ({ page, baseURL }) => {
  await openAdminSection(page, 'email-templates', baseURL)
  await expect(page.getByRole('heading', { name: 'Email Templates' })).toBeVisible()
  for (const tab of ['Account', 'Assessment', 'Billing', 'Admin'])
    await expect(page.getByRole('tab', { name: new RegExp(`^${tab}`) })).toBeVisible()
  const card = page.getByTestId('template-password-reset')
  await expect(card.getByRole('heading', { name: 'Password reset' })).toBeVisible()
  await expect(card.getByRole('region', { name: 'Preview of Password reset' })).toContainText('alex_morgan')
  await shoot(page, 'email-templates')

  await card.getByRole('button', { name: 'Edit' }).click()
  const dialog = page.getByRole('dialog')
  const subject = dialog.getByLabel('Subject')
  await subject.fill('Reset {{nope}}')
  await dialog.getByRole('button', { name: 'Save Template' }).click()
  await expect(page.getByText(/Unknown variable \{\{nope\}\}/)).toBeVisible()
  const marker = unique('Reset')
  await subject.fill(`${marker} for {{username}}`)
  await dialog.getByRole('button', { name: 'Save Template' }).click()
  await expect(page.getByText('Template Updated', { exact: true })).toBeVisible()
  await expect(card.getByText(`${marker} for alex_morgan`)).toBeVisible()

  await card.getByRole('button', { name: 'Send Test' }).click()
  const test = page.getByRole('dialog')
  const to = `${unique('tpl')}@example.com`
  await test.getByLabel('Recipient').fill(to)
  await test.getByRole('button', { name: 'Send Test' }).click()
  await expect(page.getByText('Test Email Sent', { exact: true })).toBeVisible()
  await waitForMail(to, new RegExp(marker))
})

test('pitch deck: edit content, create an emailed link, view it, revoke it', async ({
  page,
  baseURL,
  browser,
}) => {
  await openAdminSection(page, 'pitch-deck', baseURL)
  await expect(page.getByRole('heading', { name: 'Pitch Deck' })).toBeVisible()
  await page.getByRole('tab', { name: 'Content Editor' }).click()
  const heading = unique('Traction')
  await page
    .getByLabel('Deck HTML')
    .fill(`<h2>${heading}</h2><p onclick="alert(1)">Revenue grew.</p><script>alert(1)</script>`)
  const preview = page.getByRole('region', { name: 'Pitch deck preview' })
  await expect(preview.getByRole('heading', { name: heading })).toBeVisible()
  expect(await preview.innerHTML()).not.toMatch(/<script|onclick/)
  await page.getByRole('button', { name: 'Save Content' }).click()
  await expect(page.getByText('Content Updated', { exact: true })).toBeVisible()
  await expect(page.getByLabel('Deck HTML')).not.toHaveValue(/script/)
  await shoot(page, 'pitch-deck-content')

  await page.getByRole('tab', { name: 'Access Management' }).click()
  await page.getByRole('button', { name: 'Create Access' }).click()
  await expect(page.getByText('Validation Error', { exact: true })).toBeVisible()
  // Under the field and in the toast.
  await expect(page.getByText('Recipient email is required', { exact: true })).toHaveCount(2)
  const to = `${unique('investor')}@example.com`
  await page.getByLabel('Recipient email').fill(to)
  await page.getByLabel('Recipient name').fill('Dana Investor')
  await page.getByRole('button', { name: 'Create Access' }).click()
  await expect(page.getByText('Access Created', { exact: true })).toBeVisible()
  const row = page.getByRole('row').filter({ hasText: to })
  await expect(row).toContainText('Pending')
  await expect(row).toContainText('Not yet accessed')

  const link = await linkFor(to, '/pitch-deck/')
  const visitor = await browser.newPage()
  const response = await visitor.goto(link)
  expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow')
  await expect(visitor.getByRole('heading', { name: heading })).toBeVisible()
  await shoot(visitor, 'pitch-deck-public')

  await page.reload()
  await waitForHydration(page)
  await expect(row).toContainText('Active')
  await expect(row).toContainText('3 days left')
  await shoot(page, 'pitch-deck-access')
  await row.getByRole('button', { name: 'Revoke' }).click()
  await expect(page.getByText('Access Revoked', { exact: true })).toBeVisible()
  await expect(row).toContainText('Revoked')
  await expect(row.getByRole('button', { name: 'Revoke' })).toBeHidden()

  const gone = await visitor.goto(link)
  expect(gone?.status()).toBe(410)
  await expect(visitor.getByRole('heading', { name: 'Link No Longer Available' })).toBeVisible()
  await shoot(visitor, 'pitch-deck-revoked')
  await visitor.close()
})

test('SEO assistant: generate, edit, schedule, publish to the blog', async ({ page, baseURL }) => {
  await openAdminSection(page, 'seo-ai', baseURL)
  await expect(page.getByRole('heading', { name: 'SEO AI Assistant' })).toBeVisible()
  await page.getByRole('button', { name: 'Generate' }).click()
  await expect(page.getByText('Validation Error', { exact: true })).toBeVisible()
  const topic = `Restaurant card fees ${unique('t')}`
  await page.getByLabel('Topic').fill(topic)
  await page.getByRole('button', { name: 'Generate' }).click()
  await expect(page.getByText('Post Generated', { exact: true })).toBeVisible()
  await expect(page.getByRole('tab', { name: /Pending Review \(\d+\)/ })).toBeVisible()
  const card = page.locator('.mantine-Card-root').filter({ hasText: `Topic: ${topic}` })
  await expect(card).toBeVisible()
  await shoot(page, 'seo-pending')

  await card.getByRole('button', { name: 'Edit' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit post' })
  await edit.getByLabel('Keywords').fill('cafe card fees')
  await edit.getByLabel('Keywords').press('Enter')
  await expect(edit.getByText('cafe card fees')).toBeVisible()
  await edit.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByText('Post Updated', { exact: true })).toBeVisible()

  await card.getByRole('button', { name: 'Approve & Schedule' }).click()
  const schedule = page.getByRole('dialog', { name: 'Approve and schedule' })
  const future = new Date(Date.now() + 86_400_000)
  const local = new Date(future.getTime() - future.getTimezoneOffset() * 60_000).toISOString().slice(0, 16)
  await schedule.getByLabel('Publish at').fill(local)
  await schedule.getByRole('button', { name: 'Schedule' }).click()
  await expect(page.getByText('Post Scheduled', { exact: true })).toBeVisible()
  await page.getByRole('tab', { name: /Scheduled/ }).click()
  const scheduled = page.locator('.mantine-Card-root').filter({ hasText: `Topic: ${topic}` })
  await expect(scheduled).toContainText('Publishes')
  await scheduled.getByRole('button', { name: 'Publish Now' }).click()
  await expect(page.getByText('Post Published', { exact: true })).toBeVisible()
  await page.getByRole('tab', { name: /Published/ }).click()
  const published = page.locator('.mantine-Card-root').filter({ hasText: `Topic: ${topic}` })
  await expect(published.getByRole('button', { name: 'Edit' })).toBeHidden()
  const href = await published.getByRole('link', { name: 'Open on the blog' }).getAttribute('href')
  await shoot(page, 'seo-published')

  await page.goto(href ?? '/blog')
  await expect(page.getByRole('heading', { level: 1 })).toContainText(new RegExp(topic, 'i'))
  await expect(page.getByRole('heading', { name: 'Work out your own effective rate' })).toBeVisible()
  await shoot(page, 'seo-blog-post')
  await page.goto('/blog')
  await expect(page.getByText(new RegExp(topic, 'i')).first()).toBeVisible()
})

test('cache: policy text, real figures and clearing', async ({ page, baseURL }) => {
  await page.goto('/terms')
  await page.goto('/terms')
  await openAdminSection(page, 'cache', baseURL)
  await expect(page.getByText('HTML and API responses are not cached.')).toBeVisible()
  await expect(page.getByText('Static assets are cached for 1 year.')).toBeVisible()
  await expect(page.getByTestId('cache-render')).toContainText('Page render cache')
  await expect(page.getByTestId('cache-catalogue')).toContainText('Catalogue cache')
  await expect(page.getByTestId('cache-report-pdfs')).toContainText(
    'stored in the database for every instance',
  )
  await shoot(page, 'cache')
  await page.getByRole('button', { name: 'Clear Cache' }).click()
  await expect(page.getByText('Cache Cleared', { exact: true })).toBeVisible()
  await expect(page.getByTestId('cache-render')).toContainText('0 / 0')
})
