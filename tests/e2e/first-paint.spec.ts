import { expect, test } from './fixtures'

// Each page's own stylesheets (its Mantine components) come inside its HTML: the page is styled before any
// script runs, and the browser does not fetch them again when the page's script loads.

test.describe('styles at first paint', () => {
  test.use({ javaScriptEnabled: false })

  // Inputs and tables appear on no page that ships with the entry: their styles come with these pages only.
  for (const path of ['/auth', '/assessment/start']) {
    test(`${path} is styled without JavaScript: its fields have Mantine's height and border`, async ({
      page,
    }) => {
      await page.goto(path)
      const field = page.locator('main .mantine-Input-input').first()
      await expect(field).toBeVisible()
      const looks = await field.evaluate((el) => ({
        height: el.getBoundingClientRect().height,
        radius: getComputedStyle(el).borderTopLeftRadius,
      }))
      expect(looks.height).toBeGreaterThanOrEqual(34)
      expect(looks.radius).not.toBe('0px')
    })
  }

  test('/methodology is styled without JavaScript: its tables have their cell padding', async ({ page }) => {
    await page.goto('/methodology')
    const cell = page.locator('main .mantine-Table-td').first()
    await expect(cell).toBeVisible()
    // The browser's own cell padding is 1px; Mantine's is a spacing step.
    expect(await cell.evaluate((el) => Number.parseFloat(getComputedStyle(el).paddingLeft))).toBeGreaterThan(
      4,
    )
  })
})

test('a page does not fetch again the stylesheets its HTML carried, after hydrating or coming back', async ({
  page,
}) => {
  const fetched: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('.css')) fetched.push(new URL(request.url()).pathname)
  })
  await page.goto('/auth')
  const carried = await page
    .locator('link[rel=stylesheet][disabled]')
    .evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname))
  expect(carried.length).toBeGreaterThan(0)
  await page.getByRole('link', { name: 'Home' }).first().click()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.goBack()
  await expect(page.getByRole('button', { name: 'Sign In' }).last()).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(fetched.filter((path) => carried.includes(path))).toEqual([])
})
