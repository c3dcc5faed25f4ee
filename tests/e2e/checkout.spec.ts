import { completedAssessment, uniqueEmail } from './checkout-helpers'
import { expect, type Page, test } from './fixtures'

const password = 'buyer password 1'

async function fillAccount(page: Page, email: string) {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Create a password').fill(password)
  await page.getByRole('checkbox', { name: /I agree/ }).check()
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number)
  await page.getByLabel('Expiry date').fill('12 / 34')
  await page.getByLabel('Security code (CVC)').fill('123')
}

test('a declined card shows "Payment Failed" with the processor message', async ({ page, request }) => {
  const id = await completedAssessment(request)
  await page.goto(`/checkout/${id}`)
  await expect(page.getByTestId('order-total')).toHaveText('$49.99')
  // The sandbox gateway never passes for a real one.
  await expect(page.getByText('Payments on this site are simulated: no card is charged')).toBeVisible()
  await fillAccount(page, uniqueEmail('declined'))
  await fillCard(page, '4000 0000 0000 0002')
  await page.getByRole('button', { name: 'Pay $49.99' }).click()
  await expect(page.getByText('Payment Failed')).toBeVisible()
  await expect(page.getByText('Your card was declined.')).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/checkout/${id}$`))
})

test('4242 pays, the buyer is signed in, and the success page counts down to the dashboard', async ({
  page,
  request,
}) => {
  const id = await completedAssessment(request)
  const email = uniqueEmail('paid')
  await page.goto(`/checkout/${id}`)
  await expect(page.getByRole('button', { name: 'Pay $49.99' })).toBeEnabled()
  await fillAccount(page, email)
  await fillCard(page, '4242 4242 4242 4242')
  await page.getByRole('button', { name: 'Pay $49.99' }).click()
  await expect(page.getByText('Payment Successful!').first()).toBeVisible()
  await expect(page).toHaveURL(/\/payment-success$/)
  await expect(page.getByText(/Redirecting to sign in in \d+ seconds/)).toBeVisible()
  // Signed in by the purchase: the sign-in page passes the buyer straight on to the dashboard.
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 })
  const me = await page.request.get('/api/user')
  expect((await me.json()).email).toBe(email)
})

test('the success page without a purchase confirms nothing', async ({ page }) => {
  await page.goto('/payment-success')
  await expect(page.getByRole('heading', { name: 'No purchase to confirm' })).toBeVisible()
  await expect(page.getByText('Payment Successful!')).toHaveCount(0)
})
