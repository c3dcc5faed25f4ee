import { type APIRequestContext, expect } from '@playwright/test'

let n = 0
export const uniqueEmail = (tag: string) => `${tag}.${Date.now().toString(36)}${++n}@e2e.example.com`

/** A completed startup assessment, made through the assessment API as the wizard makes it. */
export async function completedAssessment(request: APIRequestContext) {
  const start = await request.post('/api/assessment/start', {
    data: { email: uniqueEmail('owner'), businessType: 'startup' },
  })
  expect(start.status()).toBe(201)
  const id = (await start.json()).assessment.id as string
  const update = await request.post(`/api/assessment/${id}/update`, {
    data: {
      industryType: 'ecommerce',
      monthlyTransactions: 400,
      totalMonthlyVolume: 20000,
      currentProvider: 'Stripe',
      features: ['low-fees', 'easy-setup'],
      assessmentData: { step: 5 },
    },
  })
  expect(update.status()).toBe(200)
  expect((await request.post(`/api/assessment/${id}/complete`)).status()).toBe(200)
  return id
}
