import { z } from 'zod'

// Validation without generated code: the CSP allows no eval, so zod must not even probe for it.
// Zod probes when it builds its first object schema, and the bundler may evaluate a chunk of schemas before
// the entry's own first line; so the page's head sets zod's global configuration before any module runs
// (zodConfigScript, rendered by entry-server), and this call keeps it set where there is no server render.
export const zodConfigScript =
  'globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true})'

z.config({ jitless: true })
