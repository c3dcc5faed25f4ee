import type { MailTransport } from './mail-transport'

type Logger = { info: (obj: unknown, msg?: string) => void }

/** Without SMTP: the mail stays readable in the outbox; only the recipient and subject are logged. */
export function createLogTransport(log: Logger): MailTransport {
  return {
    kind: 'log',
    send: async (mail) => {
      log.info({ to: mail.to, subject: mail.subject }, 'mail recorded in the outbox (no SMTP_URL set)')
      return { delivered: false }
    },
  }
}
