import { z } from 'zod'

// Validation without generated code: the CSP allows no eval, so zod must not even probe for it.
// Imported first by the browser entry, before any module parses with a schema.
z.config({ jitless: true })
