import { keyOf } from '@shared/http/endpoint'
import { rateAlertApi } from '@shared/rate-alerts/rate-alert.api'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { call } from '../../../lib/api-client'

const key = keyOf(rateAlertApi.checklist)

/** The completed step ids (1 and 2 at first). */
const checklistQuery = queryOptions({ queryKey: key, queryFn: () => call(rateAlertApi.checklist) })
export const useChecklist = () => useQuery(checklistQuery)

/** Saves the completed steps; the cache takes the server's answer. */
export function useSaveChecklist() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (completed: number[]) => call(rateAlertApi.saveChecklist, { body: { completed } }),
    onSuccess: (saved) => client.setQueryData(key, saved),
  })
}
