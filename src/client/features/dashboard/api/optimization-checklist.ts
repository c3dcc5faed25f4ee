import { ChecklistSchema } from '@shared/rate-alerts/rate-alert.schemas'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { getJson, sendJson } from '../../../lib/api-client'

const key = ['/api/user/optimization-checklist'] as const

/** GET /api/user/optimization-checklist: completed step ids (1 and 2 at first). */
const checklistQuery = queryOptions({
  queryKey: key,
  queryFn: async () => getJson(key[0], ChecklistSchema),
})
export const useChecklist = () => useQuery(checklistQuery)

/** PUT /api/user/optimization-checklist: saves the completed steps; the cache takes the server's answer. */
export function useSaveChecklist() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (completed: number[]) => sendJson('PUT', key[0], ChecklistSchema, { completed }),
    onSuccess: (saved) => client.setQueryData(key, saved),
  })
}
