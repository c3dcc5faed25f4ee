import { signInAsAdmin } from './admin-session'
import { unique } from './blog-helpers'
import { expect, test } from './fixtures'

test('admin writes, previews and publishes a post that then appears publicly', async ({ page }) => {
  await signInAsAdmin(page.context())
  await page.goto('/admin/blogv2')
  await expect(page.getByRole('heading', { name: 'Blog V2' })).toBeVisible()
  await page.getByRole('button', { name: 'New Post' }).click()

  const title = `Admin Journey ${unique('t')}`
  await page.getByRole('textbox', { name: /^Title/ }).fill(title)
  const slug = title.toLowerCase().replace(/\s+/g, '-')
  await expect(page.getByLabel('Slug')).toHaveValue(slug)
  await page.getByLabel('Tags').fill(' Fees , , Guides ')
  await page
    .getByLabel('Content (markdown)')
    .fill('## Preview heading\n\nSome **bold** words about interchange.')
  const preview = page.getByTestId('post-preview')
  await expect(preview.getByRole('heading', { name: 'Preview heading' })).toBeVisible()
  await expect(page.getByText('7 words')).toBeVisible()

  await page.getByRole('button', { name: 'Publish Now' }).click()
  const dialog = page.getByRole('dialog', { name: 'Publish this post?' })
  await expect(dialog).toContainText('visible to the public')
  await dialog.getByRole('button', { name: 'Publish' }).click()
  await expect(page.getByText('Post Published')).toBeVisible()

  await page.goto(`/blog/${slug}`)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByText('Guides')).toBeVisible()
})

test('validation: publishing without content is refused with the spec message', async ({ page }) => {
  await signInAsAdmin(page.context())
  await page.goto('/admin/blogv2')
  await page.getByRole('button', { name: 'New Post' }).click()
  await page.getByRole('button', { name: 'Publish Now' }).click()
  await expect(page.getByText('Title, slug, and content are required')).toBeVisible()
  await page.getByRole('button', { name: 'Save Draft' }).click()
  await expect(page.getByText('Title is required')).toBeVisible()
  await expect(page.getByText('Slug is required')).toBeVisible()
  await expect(page.getByText('Content is required')).toBeVisible()
})

test('keyword sync stores sample keywords and generates a draft for one', async ({ page }) => {
  await signInAsAdmin(page.context())
  await page.goto('/admin/blogv2')
  await page.getByRole('tab', { name: 'Keyword Sync' }).click()
  await page.getByRole('button', { name: 'Sync Keywords' }).click()
  await expect(page.getByText('5 of 5 keywords processed').first()).toBeVisible()
  await expect(page.getByText('Sample data')).toBeVisible()
  const row = page.getByRole('row').filter({ hasText: 'credit card processing fees' })
  await expect(row).toContainText('$6.85')
  await row.getByRole('button', { name: 'Generate Draft' }).click()
  await expect(page.getByRole('heading', { name: 'Edit Post' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: /^Title/ })).toHaveValue(/Credit Card Processing Fees/)
  await expect(page.getByTestId('post-preview')).toContainText('2.9% + $0.30 online')
})
