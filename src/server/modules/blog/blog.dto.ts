import {
  type AdminPost,
  markdownToText,
  type PublicPost,
  type PublicPostSummary,
} from '@shared/blog/blog.schemas'
import type { PostRow } from './blog.repository'

const iso = (d: Date | null) => (d ? d.toISOString() : null)

export function toAdminPost(row: PostRow): AdminPost {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    metaTitle: row.metaTitle,
    metaDesc: row.metaDesc,
    contentMd: row.contentMd,
    heroImageUrl: row.heroImageUrl,
    tags: row.tags,
    status: row.status,
    scheduledAt: iso(row.scheduledAt),
    publishedAt: iso(row.publishedAt),
    authorName: row.authorName,
    targetKeywordId: row.targetKeywordId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** The card excerpt: the meta description, or the start of the body as plain text. */
export function excerptOf(row: Pick<PostRow, 'metaDesc' | 'contentMd'>): string {
  if (row.metaDesc) return row.metaDesc
  const text = markdownToText(row.contentMd)
  return text.length > 220 ? `${text.slice(0, 220).trimEnd()}...` : text
}

export function toPublicSummary(row: PostRow): PublicPostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: excerptOf(row),
    metaTitle: row.metaTitle,
    metaDesc: row.metaDesc,
    heroImageUrl: row.heroImageUrl,
    tags: row.tags,
    publishedAt: (row.publishedAt ?? row.updatedAt).toISOString(),
    authorName: row.authorName,
  }
}

export const toPublicPost = (row: PostRow): PublicPost => ({
  ...toPublicSummary(row),
  contentMd: row.contentMd,
})
