import type { Config } from '../../config'
import { createLogTransport } from './log-transport'
import type { MailTransport } from './mail-transport'
import { createSmtpTransport } from './smtp-transport'

type Logger = { info: (obj: unknown, msg?: string) => void }

/** SMTP (`MAIL_TRANSPORT` smtp, `SMTP_URL`); otherwise mail stays in the outbox and is logged (with links outside production). */
export const transportFor = (config: Config, log: Logger): MailTransport =>
  config.mailTransport === 'smtp' && config.SMTP_URL
    ? createSmtpTransport(config.SMTP_URL)
    : createLogTransport(log, { showLinks: config.NODE_ENV !== 'production' })
