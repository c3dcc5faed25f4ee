import { z } from 'zod'
import { endpoint } from '../http/endpoint'
import { TermParamSchema } from './ads.schemas'
import {
  AdminPostListSchema,
  AdminPostQuerySchema,
  AdminPostSchema,
  IdParamSchema,
  PostInputSchema,
  PublicAccessSchema,
  PublicPostQuerySchema,
  PublicPostSchema,
  PublicPostSummarySchema,
  SlugParamSchema,
} from './blog.schemas'

/** The blog: its public pages' posts and status, and the administrator's posts and public switch. */
export const blogApi = {
  /** One page of published posts, newest first (the list page's server data is kept under its key). */
  posts: endpoint({
    method: 'GET',
    path: '/api/blogv2/public/posts',
    query: PublicPostQuerySchema,
    response: z.array(PublicPostSummarySchema),
  }),
  /** One published post by slug. */
  post: endpoint({
    method: 'GET',
    path: '/api/blogv2/public/posts/:slug',
    params: SlugParamSchema,
    response: PublicPostSchema,
  }),
  /** Whether the blog is public; its pages send visitors home when it is not. */
  status: endpoint({ method: 'GET', path: '/api/blogv2/public/status', response: PublicAccessSchema }),
  /** Posts of every status, filtered, most recently updated first. */
  adminPosts: endpoint({
    method: 'GET',
    path: '/api/admin/blogv2/posts',
    query: AdminPostQuerySchema,
    response: AdminPostListSchema,
  }),
  /** One post of any status, to edit. */
  adminPost: endpoint({
    method: 'GET',
    path: '/api/admin/blogv2/posts/:slug',
    params: SlugParamSchema,
    response: AdminPostSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/admin/blogv2/posts',
    body: PostInputSchema,
    response: AdminPostSchema,
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/admin/blogv2/posts/:id',
    params: IdParamSchema,
    body: PostInputSchema,
    response: AdminPostSchema,
  }),
  publish: endpoint({
    method: 'POST',
    path: '/api/admin/blogv2/publish/:id',
    params: IdParamSchema,
    response: AdminPostSchema,
  }),
  /** A draft outline for a search keyword. */
  generateDraft: endpoint({
    method: 'POST',
    path: '/api/admin/blogv2/generate/:term',
    params: TermParamSchema,
    response: AdminPostSchema,
    status: 201,
  }),
  /** The administrator's view of the public switch. */
  publicAccess: endpoint({
    method: 'GET',
    path: '/api/admin/blogv2/public-access',
    response: PublicAccessSchema,
  }),
  setPublicAccess: endpoint({
    method: 'POST',
    path: '/api/admin/blogv2/public-access',
    body: PublicAccessSchema,
    response: PublicAccessSchema,
  }),
}
