import { hostileMarkdown } from '../../src/server/modules/blog/hostile-markdown'
import { adminLogin, createPublishedPost, unique } from './blog-helpers'
import { expect, test } from './fixtures'

test('list → post → back to the list', async ({ page, request, baseURL }) => {
  await adminLogin(request, baseURL ?? '')
  const post = await createPublishedPost(request, baseURL ?? '', {
    title: unique('Journey post'),
    tags: ['Fees', 'Guides'],
  })

  await page.goto('/blog')
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Processing Insights' })).toBeVisible()
  const card = page.getByRole('article').filter({ hasText: post.title })
  await expect(card.getByText('Fees')).toBeVisible()
  await card.getByRole('link', { name: /Read More/ }).click()

  await expect(page).toHaveURL(`/blog/${post.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Start Free Assessment →' })).toHaveAttribute(
    'href',
    '/assessment/start',
  )
  await page.getByRole('link', { name: 'Back to Blog' }).click()
  await expect(page).toHaveURL('/blog')
  await expect(page.getByRole('article').filter({ hasText: post.title })).toBeVisible()
})

test('pager: Next and Previous move a page of 9 posts', async ({ page, request, baseURL }) => {
  await adminLogin(request, baseURL ?? '')
  for (let i = 0; i < 10; i++)
    await createPublishedPost(request, baseURL ?? '', { title: unique('Pager post') })

  await page.goto('/blog')
  await expect(page.getByRole('article')).toHaveCount(9)
  await expect(page.getByText('Page 1')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled()
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByText('Page 2')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Previous' })).toBeEnabled()
  await page.getByRole('button', { name: 'Previous' }).click()
  await expect(page.getByText('Page 1')).toBeVisible()
})

test('a missing post shows Article Not Found with a 404', async ({ page }) => {
  const res = await page.goto(`/blog/${unique('missing')}`)
  expect(res?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Article Not Found' })).toBeVisible()
  await expect(
    page.getByText("The article you're looking for doesn't exist or has been removed."),
  ).toBeVisible()
  await page.getByRole('link', { name: 'Back to Blog' }).click()
  await expect(page).toHaveURL('/blog')
})

test('hostile markdown stays inert after hydration', async ({ page, request, baseURL }) => {
  await adminLogin(request, baseURL ?? '')
  const post = await createPublishedPost(request, baseURL ?? '', {
    title: unique('Hostile post'),
    contentMd: hostileMarkdown,
  })
  const dialogs: string[] = []
  page.on('dialog', async (d) => {
    dialogs.push(d.message())
    await d.dismiss()
  })
  await page.goto(`/blog/${post.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible()
  const article = page.getByRole('article')
  await expect(article.getByText("<script>alert('raw-script')</script>")).toBeVisible()
  const urls = await article.evaluate((el) =>
    [...el.querySelectorAll('[href],[src]')].map(
      (n) => n.getAttribute('href') ?? n.getAttribute('src') ?? '',
    ),
  )
  for (const url of urls)
    expect(url.replace(/\s/g, '').toLowerCase()).not.toMatch(/^(javascript|vbscript|data):/)
  expect(await article.locator('script, iframe, object, embed').count()).toBe(0)
  const handlers = await article.evaluate((el) =>
    [...el.querySelectorAll('*')].flatMap((n) =>
      [...n.attributes].map((a) => a.name).filter((a) => a.startsWith('on')),
    ),
  )
  expect(handlers).toEqual([])
  for (const link of await article.getByRole('link').all()) await link.hover()
  await article.getByText('js', { exact: true }).click()
  expect(dialogs).toEqual([])
})

test('a post hydrates on the server’s markup, and is rendered in the browser when opened from the list', async ({
  page,
  request,
  baseURL,
}) => {
  await adminLogin(request, baseURL ?? '')
  const post = await createPublishedPost(request, baseURL ?? '', {
    title: unique('Markup post'),
    contentMd: '## Fees that matter\n\nRead the [card brands’ rules](https://example.com/rules) first.\n',
  })
  const body = page.locator('.markdown-content')
  const expectBody = async () => {
    await expect(body.getByRole('heading', { level: 2, name: 'Fees that matter' })).toBeVisible()
    await expect(body.getByRole('link', { name: 'card brands’ rules' })).toHaveAttribute('target', '_blank')
  }

  await page.goto(`/blog/${post.slug}`)
  await expectBody()
  // Hydrating the post built no component for its elements: the browser kept the server's markup as it is.
  const built = () =>
    body.evaluate((el) => {
      const isBuilt = (node: Element) => Object.keys(node).some((key) => key.startsWith('__reactFiber'))
      return { body: isBuilt(el), elements: [...el.querySelectorAll('*')].filter(isBuilt).length }
    })
  await expect.poll(async () => (await built()).body).toBe(true)
  expect((await built()).elements).toBe(0)

  await page.getByRole('link', { name: 'Back to Blog' }).click()
  await page
    .getByRole('article')
    .filter({ hasText: post.title })
    .getByRole('link', { name: /Read More/ })
    .click()
  await expect(page).toHaveURL(`/blog/${post.slug}`)
  await expectBody()
})
