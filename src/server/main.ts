import closeWithGrace from 'close-with-grace'
import { buildApp } from './app'
import { ConfigError, loadConfig } from './config'
import { migrate } from './db/migrate'
import { seed } from './db/seed'

async function main() {
  const config = loadConfig()
  const app = await buildApp(config)
  await migrate(app.database)
  await seed(config, app.services)
  await app.listen({ port: config.PORT, host: config.HOST })
  const shownHost = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : config.PORT
  console.info(`\n  ${config.BRAND_NAME} is running at http://${shownHost}:${port}\n`)

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error')
    else app.log.info({ signal }, 'shutting down')
    await app.close()
  })
}

main().catch((err) => {
  if (err instanceof ConfigError) console.error(err.message)
  else console.error(err)
  process.exit(1)
})
