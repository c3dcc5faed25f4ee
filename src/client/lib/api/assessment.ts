import { assessmentApi } from '@shared/assessment/assessment.api'
import { keyOf } from '@shared/http/endpoint'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { call, callOrNull } from '../api-client'

// The assessment is read by the wizard and by the recommendation page: one fetcher for both.

/** The query key of an assessment (the page's server data is kept under it). */
export const assessmentQueryKey = (id: string) => keyOf(assessmentApi.get, { params: { id } })

/** The assessment with its recommendation; null when it does not exist. */
export const assessmentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: assessmentQueryKey(id),
    queryFn: () => callOrNull(assessmentApi.get, { params: { id } }),
  })

export const useAssessment = (id: string | undefined) =>
  useQuery({ ...assessmentQueryOptions(id ?? ''), enabled: Boolean(id) })

/**
 * Ranks the providers for a fully answered assessment. The page showing the result refetches it at once;
 * the wizard, which moves on to that page, forgets its copy instead.
 */
export function useCompleteAssessment(after: 'refetch' | 'forget' = 'refetch') {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => call(assessmentApi.complete, { params: { id } }),
    onSuccess: ({ assessment }) =>
      after === 'refetch'
        ? queryClient.invalidateQueries({ queryKey: assessmentQueryKey(assessment.id) })
        : queryClient.removeQueries({ queryKey: assessmentQueryKey(assessment.id) }),
  })
}
