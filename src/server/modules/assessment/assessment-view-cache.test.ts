import { expect, it } from 'vitest'
import { request, setupTestApp } from '../../../../tests/helpers/test-app'
import { createCaches } from '../../lib/versioned-cache'
import { createAssessmentRepository } from './assessment.repository'
import { createAssessmentViewCache } from './assessment-view-cache'

const ctx = setupTestApp()

const post = (url: string, payload?: Record<string, unknown>) =>
  request(ctx.app, { method: 'POST', url, ...(payload === undefined ? {} : { payload }) })

async function completedAssessment() {
  const started = await post('/api/assessment/start', {
    email: 'view-owner@example.com',
    businessType: 'startup',
  })
  const id = started.json().assessment.id as string
  await post(`/api/assessment/${id}/update`, {
    industryType: 'ecommerce',
    monthlyTransactions: 400,
    totalMonthlyVolume: 20000,
    currentProvider: 'Stripe',
    features: ['low-fees', 'easy-setup'],
    assessmentData: { step: 5 },
  })
  expect((await post(`/api/assessment/${id}/complete`)).statusCode).toBe(200)
  return id
}

it('asks the database once for a view due for its recheck, however many requests find it due together', async () => {
  const id = await completedAssessment()
  const repo = createAssessmentRepository(ctx.database.db)
  let versionQuestions = 0
  let now = 0
  const cache = createAssessmentViewCache(
    {
      findWithVersion: repo.findWithVersion,
      versionOf: (asked: string) => {
        versionQuestions += 1
        return repo.versionOf(asked)
      },
    },
    createCaches(() => now),
    { recheckMs: 1000 },
  )
  const first = await cache.completed(id)
  expect(first?.response.assessment.id).toBe(id)

  now = 1500
  const views = await Promise.all(Array.from({ length: 64 }, () => cache.completed(id)))
  expect(versionQuestions).toBe(1)
  // The same kept answer for every one of them.
  expect(new Set(views.map((view) => view?.json))).toEqual(new Set([first?.json]))

  // Within the recheck interval again: no question at all.
  await cache.completed(id)
  expect(versionQuestions).toBe(1)
})
