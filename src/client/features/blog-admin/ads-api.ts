import { adsApi } from '@shared/blog/ads.api'
import type { SyncKeywordsInput } from '@shared/blog/ads.schemas'
import { keyOf } from '@shared/http/endpoint'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { toast } from '../../components/toast'
import { call } from '../../lib/api-client'
import { fail } from './blog-admin-api'

/** The 50 most expensive synced keywords. */
const keywords = { query: { limit: 50 } }

export const useKeywords = () =>
  useQuery({ queryKey: keyOf(adsApi.keywords, keywords), queryFn: () => call(adsApi.keywords, keywords) })

export function useSyncKeywords() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (range: SyncKeywordsInput) => call(adsApi.syncKeywords, { body: range }),
    onSuccess: (result) => {
      queryClient.invalidateQueries({ queryKey: keyOf(adsApi.keywords, keywords) })
      toast({
        title: 'Keywords Synced',
        description: `${result.processed} of ${result.total} keywords processed.`,
        variant: 'success',
      })
    },
    onError: fail('Failed to sync keywords'),
  })
}
