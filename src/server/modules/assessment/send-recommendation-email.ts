import { AppError } from '../../lib/app-error'
import type { MailService } from '../mail/mail.service'
import type { RateLimiter } from '../rate-limit/rate-limit.service'
import type { AssessmentRow } from './assessment.repository'
import { recommendationMailVariables } from './recommendation-mail'

type Deps = {
  load: (id: string) => Promise<AssessmentRow>
  limiter: Pick<RateLimiter, 'consume'>
  mail: Pick<MailService, 'queue' | 'isVerified' | 'confirmationUrl'>
  publicUrl: string
}

export const recommendationEmailLimit = { max: 3, windowMs: 60 * 60_000 }

/** Queues the "your free recommendation" mail to the assessment's email address. */
export const sendRecommendationEmail =
  ({ load, limiter, mail, publicUrl }: Deps) =>
  async (id: string) => {
    const row = await load(id)
    const variables = recommendationMailVariables(
      row.id,
      row.status === 'completed' ? row.results : null,
      publicUrl,
    )
    if (!variables) {
      throw new AppError('CONFLICT', 'Complete the assessment first: there is no recommendation to send yet.')
    }
    await limiter.consume(
      `assessment:recommendation-email:${row.id}`,
      recommendationEmailLimit,
      'This recommendation has already been emailed several times. Please check your inbox or try again in an hour.',
    )
    // An address not yet proven first gets a confirmation link; following it mails the recommendation.
    if (!(await mail.isVerified(row.email))) {
      await mail.queue({
        template: 'verify-email',
        to: row.email,
        variables: {
          purpose: 'your payment processor recommendation',
          confirmUrl: await mail.confirmationUrl(row.email, { r: row.id }),
        },
      })
      return { confirmationSent: true }
    }
    await mail.queue({ template: 'recommendation', to: row.email, variables })
    return { confirmationSent: false }
  }
