import { expect, registerViaApi, test, waitForHydration } from './fixtures'

test.describe('inactivity sign-out', () => {
  test('warns 5 minutes before the 30-minute limit, then signs out', async ({ page }) => {
    await page.clock.install()
    await registerViaApi(page)
    await page.goto('/dashboard')
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    await waitForHydration(page)

    await page.clock.fastForward('24:00')
    await expect(page.getByText('Session Timeout Warning')).toHaveCount(0)
    await page.clock.fastForward('01:01')
    await expect(page.getByText('Session Timeout Warning')).toBeVisible()
    await expect(
      page.getByText(
        'Your session will expire in 5 minutes due to inactivity. Click anywhere to extend your session.',
      ),
    ).toBeVisible()

    await page.clock.fastForward('05:00')
    await expect(page.getByText('Session Expired')).toBeVisible()
    await expect(
      page.getByText('You have been logged out due to inactivity. Please log in again.'),
    ).toBeVisible()
    await expect(page).toHaveURL(/\/auth$/)
    const me = await page.request.get('/api/user')
    expect(me.status()).toBe(401)
  })

  test('activity restarts the timers', async ({ page }) => {
    await page.clock.install()
    await registerViaApi(page)
    await page.goto('/dashboard')
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    await waitForHydration(page)

    await page.clock.fastForward('20:00')
    await page.mouse.move(200, 300)
    await page.mouse.move(240, 320)
    await page.clock.fastForward('20:00')
    await expect(page.getByText('Session Timeout Warning')).toHaveCount(0)
    await page.keyboard.press('Shift')
    await page.clock.fastForward('24:00')
    await expect(page.getByText('Session Timeout Warning')).toHaveCount(0)
    await page.clock.fastForward('01:01')
    await expect(page.getByText('Session Timeout Warning')).toBeVisible()
  })

  test('counts idle time from when the signed-in page is shown, even when the watcher arrives late', async ({
    page,
  }) => {
    // The watcher's code is held back until the idle time has passed, as on a slow connection.
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route(/inactivity-watcher.*\.js$/, async (route) => {
      await held
      await route.continue()
    })
    await page.clock.install()
    await registerViaApi(page)
    await page.goto('/dashboard')
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    await waitForHydration(page)

    await page.clock.fastForward('25:01')
    release()
    await expect(page.getByText('Session Timeout Warning')).toBeVisible()
  })
})
