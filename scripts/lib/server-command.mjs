// How the built server is started everywhere: `npm start`, the end-to-end suite and the Docker image.
export const serverEntry = 'dist/server/main.js'
// A young generation of 8 MB (semi-spaces of 4 MB) instead of V8's 32 MB: about 25 MB less resident memory
// at the same CPU per answer (ADR 056).
export const serverArgs = ['--enable-source-maps', '--max-semi-space-size=4', serverEntry]
/**
 * What production runs with; the end-to-end suite runs the same (the sandbox and the outbox chosen
 * explicitly; a run that receives mail sets MAIL_TRANSPORT=smtp with its SMTP_URL).
 */
export const productionEnv = { NODE_ENV: 'production', PAYMENT_GATEWAY: 'sandbox', MAIL_TRANSPORT: 'outbox' }
