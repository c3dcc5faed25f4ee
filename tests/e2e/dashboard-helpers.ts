import { expect, type Page } from '@playwright/test'
import { uniqueEmail } from './checkout-helpers'

const origin = () => new URL(process.env.BASE_URL ?? 'http://localhost:3000').origin

/**
 * A buyer who paid by card in this page's browser context (sandbox, through the API the checkout page
 * uses) and is signed in by the purchase, as after the checkout journey.
 */
export async function buyReport(
  page: Page,
  businessType: 'startup' | 'established' | 'enterprise' = 'startup',
) {
  const headers = { origin: origin() }
  const email = uniqueEmail(`dash-${businessType}`)
  const start = await page.request.post('/api/assessment/start', { data: { email, businessType }, headers })
  const id = (await start.json()).assessment.id as string
  const extra =
    businessType === 'startup'
      ? { assessmentData: { step: 5 } }
      : { assessmentData: { step: 6, integrations: ['pos-system'], timeline: 'soon' } }
  await page.request.post(`/api/assessment/${id}/update`, {
    data: {
      industryType: 'restaurant',
      monthlyTransactions: 1800,
      totalMonthlyVolume: 54000,
      currentProvider: 'Square',
      features: ['low-fees', 'mobile-friendly'],
      ...extra,
    },
    headers,
  })
  expect((await page.request.post(`/api/assessment/${id}/complete`, { headers })).status()).toBe(200)
  const intent = await page.request.post('/api/create-payment-intent', {
    data: { assessmentId: id, amount: 49.99, promoCodeId: null },
    headers,
  })
  const { paymentIntentId, clientSecret } = await intent.json()
  expect(
    (await page.request.post('/api/checkout/buyer', { data: { paymentIntentId, email }, headers })).status(),
  ).toBe(200)
  await page.request.post(`/api/sandbox/payment-intents/${paymentIntentId}/confirm`, {
    data: {
      clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12 / 34',
      cvc: '123',
      receiptEmail: email,
    },
    headers,
  })
  const success = await page.request.post('/api/payment/success', {
    data: { paymentIntentId, email, password: 'dashboard buyer 1' },
    headers,
  })
  expect(success.status(), await success.text()).toBe(200)
  return { email, assessmentId: id, reportId: (await success.json()).reportId as string }
}
