import { type AssessmentResponse, assessmentQueryKey } from '@shared/assessment/assessment.schemas'
import { queryOptions, useQuery } from '@tanstack/react-query'

/** GET /api/assessment/{id}; null when the assessment does not exist (404). */
export async function getRecommendations(id: string): Promise<AssessmentResponse | null> {
  const res = await fetch(assessmentQueryKey(id)[0], { credentials: 'include' })
  if (res.status === 404) return null
  if (!res.ok) throw new Error(`${res.status}: ${(await res.text()) || res.statusText}`)
  return (await res.json()) as AssessmentResponse
}

export const recommendationsQueryOptions = (id: string) =>
  queryOptions({ queryKey: assessmentQueryKey(id), queryFn: () => getRecommendations(id) })

export const useRecommendations = (id: string) => useQuery(recommendationsQueryOptions(id))
