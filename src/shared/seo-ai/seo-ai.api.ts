import { endpoint } from '../http/endpoint'
import {
  EditResultSchema,
  EditSchema,
  GenerateSchema,
  PostIdParamSchema as params,
  RejectSchema,
  ScheduleSchema,
  SeoPostListSchema,
  SeoPostSchema,
} from './seo-ai.schemas'

/** The administrator's SEO assistant: generated articles, reviewed, then scheduled or published. */
export const seoAiApi = {
  /** Writes an article on a topic; it waits in Pending Review. */
  generate: endpoint({
    method: 'POST',
    path: '/api/admin/seo-ai/generate',
    body: GenerateSchema,
    response: SeoPostSchema,
    status: 201,
  }),
  /** Every generated post, newest first. */
  posts: endpoint({ method: 'GET', path: '/api/admin/seo-ai/posts', response: SeoPostListSchema }),
  schedule: endpoint({
    method: 'POST',
    path: '/api/admin/seo-ai/posts/:postId/schedule',
    params,
    body: ScheduleSchema,
    response: SeoPostSchema,
  }),
  reject: endpoint({
    method: 'POST',
    path: '/api/admin/seo-ai/posts/:postId/reject',
    params,
    body: RejectSchema,
    response: SeoPostSchema,
  }),
  publishNow: endpoint({
    method: 'POST',
    path: '/api/admin/seo-ai/posts/:postId/publish-now',
    params,
    response: SeoPostSchema,
  }),
  /** Title, content and keywords; new content clears a scheduled time. */
  edit: endpoint({
    method: 'PUT',
    path: '/api/admin/seo-ai/posts/:postId/edit',
    params,
    body: EditSchema,
    response: EditResultSchema,
  }),
}
