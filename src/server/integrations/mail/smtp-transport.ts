import nodemailer from 'nodemailer'
import type { MailTransport } from './mail-transport'

/**
 * SMTP through nodemailer. Options such as `?ignoreTLS=true` or `?secure=true` can be given in
 * the URL's query string.
 */
export function createSmtpTransport(url: string): MailTransport {
  // nodemailer reads `url` and merges the query-string options into these.
  const options = { url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }
  const transporter = nodemailer.createTransport(options as Parameters<typeof nodemailer.createTransport>[0])
  return {
    kind: 'smtp',
    send: async (mail) => {
      await transporter.sendMail(mail)
      return { delivered: true }
    },
    close: () => transporter.close(),
  }
}
