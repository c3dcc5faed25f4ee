import { slugify } from '@shared/blog/blog.schemas'
import { newId } from '../../lib/ids'
import { toAdminPost } from './blog.dto'
import type { BlogRepository } from './blog.repository'
import { type Changed, withSlugCheck } from './blog-common'
import { generateDraft } from './draft-generator'

type Deps = {
  repo: Pick<BlogRepository, 'slugExists' | 'insert'>
  changed: Changed
  editorialName: string
  now: () => Date
  /** The ads keyword with this term, if any (to link generated drafts to their keyword). */
  findKeywordIdByTerm?: (term: string) => Promise<string | null>
}

/** A draft written from a search term, under the first free slug of its title. */
export const generatePostDraft =
  ({ repo, changed, editorialName, now, findKeywordIdByTerm }: Deps) =>
  async (term: string) => {
    const draft = generateDraft(term)
    let slug = slugify(draft.title) || 'draft'
    for (let i = 2; await repo.slugExists(slug); i++) slug = `${slugify(draft.title)}-${i}`
    const at = now()
    const targetKeywordId = findKeywordIdByTerm ? await findKeywordIdByTerm(term) : null
    const row = changed(
      await withSlugCheck(slug, () =>
        repo.insert({
          id: newId(),
          ...draft,
          slug,
          status: 'Draft',
          authorName: editorialName,
          targetKeywordId,
          createdAt: at,
          updatedAt: at,
        }),
      ),
    )
    return toAdminPost(row)
  }
