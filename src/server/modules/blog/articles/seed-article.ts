/** A launch article seeded at start-up (inserted only when its slug is absent). */
export type SeedArticle = {
  slug: string
  title: string
  metaTitle: string
  metaDesc: string
  tags: string[]
  heroImageUrl: string
  publishedAt: Date
  contentMd: string
}
