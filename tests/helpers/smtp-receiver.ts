import { createServer } from 'node:net'
import { SMTPServer } from 'smtp-server'

export type ReceivedMail = { to: string; raw: string; body: string }

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer()
    s.listen(0, '127.0.0.1', () => {
      const address = s.address()
      const port = typeof address === 'object' && address ? address.port : 0
      s.close(() => resolve(port))
    })
  })
}

/** Quoted-printable soft breaks and escapes undone, so assertions can read the body. */
export const decodeMail = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16)))

/**
 * A real SMTP server on a free local port (or the one given) that keeps every mail it receives.
 * `refuse` names recipients it answers with a permanent 550 (an unknown mailbox).
 */
export async function startSmtpReceiver(
  options: { port?: number; refuse?: (address: string) => boolean } = {},
) {
  const port = options.port ?? (await freePort())
  const received: ReceivedMail[] = []
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!options.refuse?.(address.address)) return callback()
      const err = Object.assign(new Error('5.1.1 No such mailbox here'), { responseCode: 550 })
      return callback(err)
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address).join(','),
          raw,
          body: decodeMail(raw),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    received,
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  }
}
