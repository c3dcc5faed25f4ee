/** What a browser gets back: status, headers and the parsed JSON body (or the text). */
export type BrowserResponse = {
  status: number
  headers: Headers
  body: unknown
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever shape they assert
  json: () => any
}

/**
 * A browser over real HTTP: keeps its cookies, sends a same-origin Origin header, and can be pointed at
 * several servers (round-robin when given more than one base URL).
 */
export function httpBrowser(bases: string[] | (() => string)) {
  const jar = new Map<string, string>()
  let turn = 0
  const next = () => {
    if (typeof bases === 'function') return bases()
    const base = bases[turn % bases.length] as string
    turn += 1
    return base
  }
  const call = async (method: string, path: string, payload?: unknown, base = next()) => {
    const headers: Record<string, string> = { origin: base }
    if (jar.size > 0) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
    if (payload !== undefined) headers['content-type'] = 'application/json'
    const res = await fetch(`${base}${path}`, {
      method,
      headers,
      body: payload === undefined ? undefined : JSON.stringify(payload),
      redirect: 'manual',
    })
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const at = pair?.indexOf('=') ?? -1
      if (!pair || at < 0) continue
      const name = pair.slice(0, at).trim()
      const value = pair.slice(at + 1).trim()
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) jar.delete(name)
      else jar.set(name, value)
    }
    const text = await res.text()
    let body: unknown = text
    try {
      body = text ? JSON.parse(text) : null
    } catch {
      // a page or plain text
    }
    return { status: res.status, headers: res.headers, body, json: () => body } as BrowserResponse
  }
  return {
    get: (path: string, base?: string) => call('GET', path, undefined, base),
    post: (path: string, payload?: unknown, base?: string) => call('POST', path, payload, base),
    put: (path: string, payload?: unknown, base?: string) => call('PUT', path, payload, base),
    call,
    cookies: jar,
  }
}
export type HttpBrowser = ReturnType<typeof httpBrowser>
