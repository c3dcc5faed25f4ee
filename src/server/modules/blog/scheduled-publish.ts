import type { BlogRepository, PostRow } from './blog.repository'
import type { Changed } from './blog-common'

type Deps = {
  repo: Pick<BlogRepository, 'publishScheduled' | 'findById' | 'list'>
  schedulePublish: (row: PostRow) => Promise<void>
  changed: Changed
  now: () => Date
}

/** The jobs that publish scheduled posts when their time comes. */
export const scheduledPublish = ({ repo, schedulePublish, changed, now }: Deps) => ({
  /** Job: publishes a scheduled post once, and only for the time it was scheduled for. */
  runScheduledPublish: async (payload: Record<string, unknown>) => {
    const postId = String(payload.postId ?? '')
    const scheduledAt = new Date(String(payload.scheduledAt ?? ''))
    if (!postId || Number.isNaN(scheduledAt.getTime())) return
    if (changed(await repo.publishScheduled(postId, scheduledAt, now()))) return
    // Rescheduled meanwhile: make sure the new time has its own job (a no-op when it already does).
    const post = await repo.findById(postId)
    if (post) await schedulePublish(post)
  },
  /** Recurring safety net: publishes any scheduled post whose time has passed. */
  publishDue: async () => {
    const { rows } = await repo.list({ status: 'Scheduled' }, 100, 0)
    const at = now()
    for (const post of rows) {
      if (post.scheduledAt && post.scheduledAt <= at)
        changed(await repo.publishScheduled(post.id, post.scheduledAt, at))
    }
  },
})
