import { ChecklistSchema } from '@shared/rate-alerts/rate-alert.schemas'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client'

const key = ['/api/user/optimization-checklist'] as const

/** GET /api/user/optimization-checklist: completed step ids (1 and 2 at first). */
const checklistQuery = queryOptions({
  queryKey: key,
  queryFn: async () => ChecklistSchema.parse(await (await apiRequest('GET', key[0])).json()),
})
export const useChecklist = () => useQuery(checklistQuery)

/** PUT /api/user/optimization-checklist: saves the completed steps; the cache takes the server's answer. */
export function useSaveChecklist() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (completed: number[]) =>
      ChecklistSchema.parse(await (await apiRequest('PUT', key[0], { completed })).json()),
    onSuccess: (saved) => client.setQueryData(key, saved),
  })
}
