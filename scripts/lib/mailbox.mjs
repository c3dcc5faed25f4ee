// A real SMTP server on loopback for end-to-end runs: every message it receives is written to a folder
// as JSON ({ to, raw }) so that tests in another process can read what the product sent.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { SMTPServer } from 'smtp-server'

export function startMailbox({ port, dir }) {
  let count = 0
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = []
      stream.on('data', (c) => chunks.push(c))
      stream.on('end', () => {
        count += 1
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase())
        const file = join(dir, `${Date.now()}-${String(count).padStart(5, '0')}.json`)
        writeFileSync(file, JSON.stringify({ to, raw: Buffer.concat(chunks).toString('utf8') }))
        callback()
      })
    },
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve({ close: () => new Promise((r) => server.close(r)) }))
  })
}
