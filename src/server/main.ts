import { existsSync } from 'node:fs'
import { buildApp } from './app'
import { type Config, ConfigError, loadConfig } from './config'
import { migrate } from './db/migrate'
import { seed } from './db/seed'
import { exitProcess, installGracefulStop } from './lib/graceful-stop'
import { startupFailureMessage } from './startup-failure'

// A `.env` file in the working directory fills in settings; the process environment wins over it.
if (existsSync('.env')) process.loadEnvFile('.env')

async function main(config: Config) {
  const app = await buildApp(config)
  await migrate(app.database)
  await seed(config, app, {
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

  installGracefulStop({
    graceMs: 10_000,
    log: app.log,
    close: () => app.close(),
    stillOpen: async () => {
      const connections = await new Promise<number>((resolve) =>
        app.server.getConnections((err, count) => resolve(err ? 0 : count)),
      )
      return [
        ...(connections ? [`${connections} HTTP connection${connections === 1 ? '' : 's'}`] : []),
        ...app.openResources.list(),
      ]
    },
    // Under `npm start` the launcher is told, so it does not pass on a signal the server already has.
    onStopping: (cause) => {
      if (process.connected) process.send?.({ stopping: cause }, undefined, {}, () => {})
    },
  })
  // The launcher (scripts/start.mjs) went away without stopping the server: the server stops too.
  process.on('disconnect', () => process.kill(process.pid, 'SIGTERM'))
}

let config: Config | undefined
try {
  config = loadConfig()
  await main(config)
} catch (err) {
  const known = err instanceof ConfigError ? err.message : config && startupFailureMessage(err, config)
  console.error(known ?? err)
  exitProcess(1)
}
