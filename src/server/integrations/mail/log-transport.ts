import type { MailTransport } from './mail-transport'

type Logger = { info: (obj: unknown, msg?: string) => void }

/** The links a mail carries (activation, reset, report), so a developer can follow them from the log. */
export const linksIn = (text: string): string[] => [...new Set(text.match(/https?:\/\/[^\s<>"')]+/g) ?? [])]

/**
 * MAIL_TRANSPORT=outbox: the mail stays readable in the outbox (and at /dev/mail outside production) and
 * never leaves the server. The log names the recipient and subject, and outside production the links too.
 */
export function createLogTransport(log: Logger, { showLinks }: { showLinks: boolean }): MailTransport {
  return {
    kind: 'log',
    send: async (mail) => {
      const links = showLinks ? { links: linksIn(mail.text) } : {}
      log.info(
        { to: mail.to, subject: mail.subject, ...links },
        'mail kept in the outbox, not sent (MAIL_TRANSPORT=outbox)',
      )
      return { delivered: false }
    },
  }
}
