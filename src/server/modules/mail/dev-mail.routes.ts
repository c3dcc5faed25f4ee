import { mailApi } from '@shared/mail/mail.api'
import type { FastifyPluginAsync } from 'fastify'
import { linksIn } from '../../integrations/mail/log-transport'
import { escapeHtml } from '../../lib/escape-html'
import { route } from '../../lib/route'
import type { OutboxRow } from './mail.repository'

const mailItem = (mail: OutboxRow) => {
  const links = linksIn(mail.text)
    .map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`)
    .join('')
  return `<article>
  <h2>${escapeHtml(mail.subject)}</h2>
  <p>To <strong>${escapeHtml(mail.to)}</strong> · ${escapeHtml(mail.createdAt.toISOString())} · ${escapeHtml(mail.status)}</p>
  ${links ? `<ul>${links}</ul>` : ''}
  <details><summary>Text</summary><pre>${escapeHtml(mail.text)}</pre></details>
</article>`
}

const page = (mails: OutboxRow[]) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Development outbox</title></head>
<body>
<main>
<h1>Development outbox</h1>
<p>The newest ${mails.length} mails this server has sent or recorded, with their links. This page does not exist in production.</p>
${mails.length === 0 ? '<p>No mail yet. Register, buy a report or ask for a password reset, then reload.</p>' : mails.map(mailItem).join('\n<hr>\n')}
</main>
</body>
</html>`

/** `/dev/mail`: the outbox for a developer without SMTP (activation and reset links). Never in production. */
export const devMailRoutes: FastifyPluginAsync = async (app) => {
  await route(
    app,
    mailApi.devOutbox,
    { access: 'public', noStore: true, hide: true, tags: [], summary: 'The development outbox' },
    async (_request, reply) => {
      const mails = await app.services.mail.listRecent(50)
      return reply.type('text/html; charset=utf-8').send(page(mails))
    },
  )
}
