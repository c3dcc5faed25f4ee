import { AssessmentResponseSchema, assessmentQueryKey } from '@shared/assessment/assessment.schemas'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client'

/** The free recommendation of one assessment (GET /api/assessment/{id}); off until an id is known. */
export const useTopMatch = (assessmentId: string | undefined) =>
  useQuery({
    queryKey: assessmentQueryKey(assessmentId ?? ''),
    queryFn: async () =>
      AssessmentResponseSchema.parse(
        await (await apiRequest('GET', assessmentQueryKey(assessmentId ?? '')[0])).json(),
      ),
    enabled: Boolean(assessmentId),
  })
