import { SMTPServer } from 'smtp-server'

export type CapturedMail = { to: string; raw: string }

/**
 * A real SMTP server the app sends to (the e2e runner points SMTP_URL at E2E_SMTP_PORT); tests read
 * the links out of the captured mails.
 */
export async function startMailbox(port: number) {
  const mails: CapturedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = ''
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8')
      })
      stream.on('end', () => {
        for (const rcpt of session.envelope.rcptTo) mails.push({ to: rcpt.address.toLowerCase(), raw })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))

  /** Waits for a mail to `to` whose body contains `marker`, and returns the first link after it. */
  const linkFor = async (to: string, marker: string, timeoutMs = 20_000) => {
    const deadline = Date.now() + timeoutMs
    while (Date.now() < deadline) {
      const mail = mails.find((m) => m.to === to.toLowerCase() && unfold(m.raw).includes(marker))
      if (mail) {
        const text = unfold(mail.raw)
        const match = new RegExp(`https?://[^\\s"'<>]*${marker.replace(/[?]/g, '\\?')}[^\\s"'<>]*`).exec(text)
        if (match) return match[0].replaceAll('&amp;', '&')
      }
      await new Promise((r) => setTimeout(r, 250))
    }
    throw new Error(`no mail to ${to} containing ${marker}`)
  }

  return { mails, linkFor, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

/** Undoes quoted-printable soft line breaks and escapes so links read whole. */
function unfold(raw: string) {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
}
