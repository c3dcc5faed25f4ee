export type OutgoingMail = { from: string; to: string; subject: string; html: string; text: string }

/** Delivers one mail; `delivered` false means it was only recorded (no SMTP configured). */
export type MailTransport = {
  kind: 'smtp' | 'log'
  send: (mail: OutgoingMail) => Promise<{ delivered: boolean }>
  close?: () => void
}
