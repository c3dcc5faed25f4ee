import { AppError } from '../../lib/app-error'

export type ChatConfig = { baseUrl: string; apiKey: string; model: string; timeoutMs: number }
export type ChatMessage = { role: 'system' | 'user'; content: string }

/** One completion from an OpenAI-compatible `/chat/completions` endpoint, with a timeout. */
export async function chatComplete(config: ChatConfig, messages: ChatMessage[]): Promise<string> {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`
  let res: Response
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${config.apiKey}` },
      body: JSON.stringify({ model: config.model, messages, temperature: 0.4 }),
      signal: AbortSignal.timeout(config.timeoutMs),
    })
  } catch (err) {
    const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')
    throw new AppError(
      'UNAVAILABLE',
      timedOut
        ? `The writing model did not answer within ${Math.round(config.timeoutMs / 1000)} seconds. Try again.`
        : 'The writing model could not be reached. Check LLM_BASE_URL and try again.',
      { statusCode: 502 },
    )
  }
  if (!res.ok) {
    throw new AppError(
      'UNAVAILABLE',
      `The writing model answered with an error (HTTP ${res.status}). Try again.`,
      {
        statusCode: 502,
      },
    )
  }
  const body = (await res.json().catch(() => null)) as {
    choices?: { message?: { content?: unknown } }[]
  } | null
  const content = body?.choices?.[0]?.message?.content
  if (typeof content !== 'string' || !content.trim()) {
    throw new AppError('UNAVAILABLE', 'The writing model returned no article. Try again.', {
      statusCode: 502,
    })
  }
  return content
}
