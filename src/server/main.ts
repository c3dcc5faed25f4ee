import { existsSync } from 'node:fs'
import closeWithGrace from 'close-with-grace'
import { buildApp } from './app'
import { type Config, ConfigError, loadConfig } from './config'
import { migrate } from './db/migrate'
import { seed } from './db/seed'
import { startupFailureMessage } from './startup-failure'

// A `.env` file in the working directory fills in settings; the process environment wins over it.
if (existsSync('.env')) process.loadEnvFile('.env')

async function main(config: Config) {
  const app = await buildApp(config)
  await migrate(app.database)
  await seed(config, app.services, {
    info: (m) => app.log.info(m),
    warn: (m) => app.log.warn(m),
  })
  await app.listen({ port: config.PORT, host: config.HOST })
  const shownHost = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : config.PORT
  const url = `http://${shownHost}:${port}`
  app.log.info({ url, publicUrl: config.PUBLIC_URL }, `${config.BRAND_NAME} is running at ${url}`)
  if (config.NODE_ENV === 'production' && config.paymentGateway === 'sandbox') {
    app.log.warn('PAYMENT_GATEWAY=sandbox: payments are simulated and no card is charged')
  }

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error')
    else app.log.info({ signal }, 'shutting down')
    await app.close()
  })
}

let config: Config | undefined
try {
  config = loadConfig()
  await main(config)
} catch (err) {
  const known = err instanceof ConfigError ? err.message : config && startupFailureMessage(err, config)
  console.error(known ?? err)
  process.exit(1)
}
