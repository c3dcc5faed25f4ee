import type { MailOutboxStatus } from './mail-outbox.schemas'

/**
 * The admin mail page's one-line summary. It says what happened to the mails in the words of their
 * statuses: a mail kept in the outbox is never called delivered or sent.
 */
export function outboxSummary({ transport, counts }: MailOutboxStatus): string {
  const parts = [
    counts.sent > 0 && `${counts.sent} sent to the mail server`,
    counts.logged > 0 && `${counts.logged} kept in the outbox (not sent)`,
    counts.queued > 0 && `${counts.queued} queued`,
    counts.held > 0 && `${counts.held} held until the address is verified`,
    counts.withheld > 0 && `${counts.withheld} not sent (see why below)`,
    counts.failed > 0 && `${counts.failed} failed`,
  ].filter((p): p is string => Boolean(p))
  const outbox =
    transport === 'outbox'
      ? 'No mail leaves this server: MAIL_TRANSPORT=outbox keeps every mail in the database. '
      : ''
  const onlySent = counts.sent > 0 && parts.length === 1
  if (onlySent) return `${outbox}Every mail was handed to the mail server (${counts.sent} sent).`
  return `${outbox}${parts.length > 0 ? parts.join(' · ') : 'No mail yet.'}`
}
