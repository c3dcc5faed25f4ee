import { createServer } from 'node:net'

/**
 * A loopback port nothing listens on now (the system picks it). The scripts that start servers take theirs
 * from here, so two runs on one machine (another checkout's bench, a journey run) never answer each other.
 */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer()
    probe.unref()
    probe.on('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
