import { completedAssessment, uniqueEmail } from './checkout-helpers'
import { expect, test } from './fixtures'
import { hasMailbox, linkFor } from './mailbox'

// Reads the mail the server sent through the e2e runner's SMTP mailbox.
test.skip(!hasMailbox(), 'needs the e2e runner, which captures mail with a real SMTP server')

test('the activation link from the purchase mail activates the account and opens the dashboard', async ({
  page,
  request,
}) => {
  const id = await completedAssessment(request)
  const email = uniqueEmail('activate')
  const intent = await (
    await request.post('/api/create-payment-intent', { data: { assessmentId: id } })
  ).json()
  // The same browser (this request context keeps the checkout cookie) names the buyer, then pays.
  const buyer = await request.post('/api/checkout/buyer', {
    data: { paymentIntentId: intent.paymentIntentId, email },
  })
  expect(buyer.status()).toBe(200)
  const confirm = await request.post(`/api/sandbox/payment-intents/${intent.paymentIntentId}/confirm`, {
    data: {
      clientSecret: intent.clientSecret,
      cardNumber: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
      receiptEmail: email,
    },
  })
  expect(confirm.status()).toBe(200)
  const success = await request.post('/api/payment/success', {
    data: { paymentIntentId: intent.paymentIntentId, email, password: 'buyer password 1' },
  })
  expect(success.status()).toBe(200)

  const link = await linkFor(email, '/activate?')
  await page.goto(link)
  await expect(page.getByText('Account Activated!')).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 })
  await page.goto(link)
  await expect(page.getByText('Activation Failed')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Try Login' })).toBeVisible()
})

test('forgot password → emailed link → new password → sign in', async ({ page, request }) => {
  const email = uniqueEmail('reset')
  const username = `reset${Date.now().toString(36)}`
  expect(
    (await request.post('/api/register', { data: { email, username, password: 'old password 1' } })).status(),
  ).toBe(201)
  await page.context().clearCookies()
  await page.goto('/forgot-password')
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Send Reset Link' }).click()
  await expect(page.getByText('Check Your Email')).toBeVisible()
  await expect(page.getByText('If the email exists, a reset link has been sent to your inbox.')).toBeVisible()

  const link = await linkFor(email, '/reset-password?')
  await page.goto(link)
  await page.getByLabel(/^New password/).fill('new password 1')
  await page.getByLabel('Confirm new password').fill('new password 2')
  await page.getByRole('button', { name: 'Reset Password' }).click()
  await expect(page.getByText("Passwords don't match")).toBeVisible()
  await page.getByLabel('Confirm new password').fill('new password 1')
  await page.getByRole('button', { name: 'Reset Password' }).click()
  await page.getByRole('link', { name: 'Sign In' }).last().click()
  await expect(page).toHaveURL(/\/auth$/)
  await page.getByLabel(/email or username/i).fill(email)
  await page.getByLabel(/^password/i).fill('new password 1')
  await page.getByRole('button', { name: 'Sign In' }).last().click()
  await expect(page).toHaveURL(/\/dashboard$/)
})

test('a reset page without a token says so and goes to sign in', async ({ page }) => {
  await page.goto('/reset-password')
  await expect(page.getByText('Invalid reset link')).toBeVisible()
  await expect(page).toHaveURL(/\/auth$/)
})
