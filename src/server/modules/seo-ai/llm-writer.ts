import type { Provider } from '@shared/catalogue/provider.schemas'
import { formatPercentFixed, formatUsd } from '@shared/format'
import { z } from 'zod'
import { type ChatConfig, chatComplete } from '../../integrations/llm/chat-client'
import { AppError } from '../../lib/app-error'
import { ARTICLE_SCENARIOS, priceScenario, type WrittenArticle } from './offline-writer'

const ArticleSchema = z.object({
  title: z.string().trim().min(1).max(200),
  content: z.string().min(1),
  keywords: z.array(z.string().trim().min(1).max(60)).min(1).max(30),
})

/** The only figures the model may use: sourced catalogue rates and the engine's worked examples. */
function factSheet(providers: Provider[]): string {
  return ARTICLE_SCENARIOS.flatMap((s) =>
    priceScenario(providers, s)
      .slice(0, 8)
      .map(
        (r) =>
          `- ${r.provider.name}: ${r.headline} (source ${r.provider.sourceUrl}, as of ${r.provider.asOf}); for ${s.label} it costs about ${formatUsd(r.monthlyCents)} a month (${formatPercentFixed(r.effectiveRate)}).`,
      ),
  ).join('\n')
}

/** Asks an OpenAI-compatible model for the article as JSON; figures must come from the fact sheet. */
export async function writeWithModel(
  topic: string,
  providers: Provider[],
  config: ChatConfig,
  brandName: string,
) {
  const answer = await chatComplete(config, [
    {
      role: 'system',
      content: `You write practical, accurate blog articles for ${brandName}, a service that helps small businesses choose a card processor. Use only the figures in the fact sheet; never invent numbers. Answer with JSON only: {"title": string, "content": HTML using h2, h3, p, ul, ol, li, strong, em, a, table, "keywords": string[]}. At least 700 words.`,
    },
    { role: 'user', content: `Topic: ${topic}\n\nFact sheet:\n${factSheet(providers)}` },
  ])
  const json = answer.replace(/^```(?:json)?\s*/i, '').replace(/```\s*$/, '')
  try {
    return ArticleSchema.parse(JSON.parse(json)) satisfies WrittenArticle
  } catch {
    throw new AppError(
      'UNAVAILABLE',
      'The writing model returned an article in the wrong format. Try again.',
      {
        statusCode: 502,
      },
    )
  }
}
