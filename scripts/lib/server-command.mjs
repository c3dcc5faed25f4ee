// How the built server is started everywhere: `npm start`, the end-to-end suite and the Docker image.
export const serverEntry = 'dist/server/main.js'
// A young generation of 8 MB (semi-spaces of 4 MB) instead of V8's 32 MB: about 25 MB less resident memory
// at the same CPU per answer (ADR 056).
export const serverArgs = ['--enable-source-maps', '--max-semi-space-size=4', serverEntry]
/**
 * The environment the server's process starts with, under any settings of the operator's own (which win).
 * Blocks of 128 KiB and more are given back to the system when freed (ADR 058): by default the C library
 * raises that limit after the first large block is freed, and each password hash's 19 MiB (on the thread
 * pool) and each compression's window then stayed in the process for good.
 */
export const serverEnv = { MALLOC_MMAP_THRESHOLD_: '131072' }
/**
 * What production runs with; the end-to-end suite runs the same (the sandbox and the outbox chosen
 * explicitly; a run that receives mail sets MAIL_TRANSPORT=smtp with its SMTP_URL).
 */
export const productionEnv = { NODE_ENV: 'production', PAYMENT_GATEWAY: 'sandbox', MAIL_TRANSPORT: 'outbox' }
