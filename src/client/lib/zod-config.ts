// Validation without generated code: the CSP allows no eval, so zod must not even probe for it.
// zod reads its configuration from this global (`z.config()` writes the same object), so it is set here,
// first thing in the browser entry, without loading zod itself: the pages that parse load it with their
// schemas, after this has run.
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> }
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true }
