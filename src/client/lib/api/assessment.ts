import {
  type AssessmentResponse,
  AssessmentResponseSchema,
  assessmentQueryKey,
  CompleteResponseSchema,
} from '@shared/assessment/assessment.schemas'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { getJsonOrNull, sendJson } from '../api-client'

// The assessment is read by the wizard and by the recommendation page: one fetcher for both.

/** GET /api/assessment/{id}: the assessment with its recommendation; null when it does not exist. */
export const assessmentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: assessmentQueryKey(id),
    // The schema checks the fields every page reads and keeps the engine's detail, typed by AssessmentResponse.
    queryFn: async () =>
      (await getJsonOrNull(assessmentQueryKey(id)[0], AssessmentResponseSchema)) as AssessmentResponse | null,
  })

export const useAssessment = (id: string | undefined) =>
  useQuery({ ...assessmentQueryOptions(id ?? ''), enabled: Boolean(id) })

/**
 * POST /api/assessment/{id}/complete: ranks the providers for a fully answered assessment. The page showing
 * the result refetches it at once; the wizard, which moves on to that page, forgets its copy instead.
 */
export function useCompleteAssessment(after: 'refetch' | 'forget' = 'refetch') {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) =>
      sendJson('POST', `/api/assessment/${encodeURIComponent(id)}/complete`, CompleteResponseSchema),
    onSuccess: ({ assessment }) =>
      after === 'refetch'
        ? queryClient.invalidateQueries({ queryKey: assessmentQueryKey(assessment.id) })
        : queryClient.removeQueries({ queryKey: assessmentQueryKey(assessment.id) }),
  })
}
