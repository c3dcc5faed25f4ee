import { z } from 'zod'
import { endpoint } from '../http/endpoint'
import {
  AdsKeywordSchema,
  KeywordListQuerySchema,
  SyncKeywordsResultSchema,
  SyncKeywordsSchema,
} from './ads.schemas'

/** The search-ads keywords the blog's drafts are written for. */
export const adsApi = {
  /** The synced keywords, most expensive first. */
  keywords: endpoint({
    method: 'GET',
    path: '/api/admin/ads/keywords',
    query: KeywordListQuerySchema,
    response: z.array(AdsKeywordSchema),
  }),
  /** Syncs keyword metrics for a date range (sample data when no ads account is connected). */
  syncKeywords: endpoint({
    method: 'POST',
    path: '/api/admin/ads/sync-keywords',
    body: SyncKeywordsSchema,
    response: SyncKeywordsResultSchema,
  }),
}
