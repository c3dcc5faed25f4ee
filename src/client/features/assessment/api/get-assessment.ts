import { type AssessmentResponse, assessmentQueryKey } from '@shared/assessment/assessment.schemas'
import { queryOptions, useQuery } from '@tanstack/react-query'

/** GET /api/assessment/{id}; null when the assessment does not exist (404). */
export async function getAssessment(id: string): Promise<AssessmentResponse | null> {
  const res = await fetch(assessmentQueryKey(id)[0], { credentials: 'include' })
  if (res.status === 404) return null
  if (!res.ok) throw new Error(`${res.status}: ${(await res.text()) || res.statusText}`)
  return (await res.json()) as AssessmentResponse
}

export const assessmentQueryOptions = (id: string) =>
  queryOptions({ queryKey: assessmentQueryKey(id), queryFn: () => getAssessment(id) })

export const useAssessment = (id: string | undefined) =>
  useQuery({ ...assessmentQueryOptions(id ?? ''), enabled: Boolean(id) })
