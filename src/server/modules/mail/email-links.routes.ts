import { urlOf } from '@shared/http/endpoint'
import { mailApi } from '@shared/mail/mail.api'
import { pages } from '@shared/routes'
import type { FastifyPluginAsync, FastifyReply } from 'fastify'
import { escapeHtml } from '../../lib/escape-html'
import { route } from '../../lib/route'
import { signedInUser } from '../../plugins/access'

const WHAT: Record<string, string> = {
  rateAlerts: 'rate alert emails',
  recommendations: 'recommendation emails',
}

/** A plain page (no script) for the links in mails: they work without signing in and in any mail client. */
const page = (brand: string, title: string, body: string) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${escapeHtml(title)} · ${escapeHtml(brand)}</title></head>
<body style="font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;max-width:560px;margin:48px auto;padding:0 16px;color:#1f2937;line-height:1.6">
<main><h1 style="font-size:24px">${escapeHtml(title)}</h1>${body}</main>
</body>
</html>`

/**
 * The links mails carry: address confirmation, one-click unsubscribe (RFC 8058: a POST with a signed
 * token, no sign-in), and the signed-in user's email preferences for Account Settings.
 */
export const emailLinksRoutes: FastifyPluginAsync = async (app) => {
  const { mail, assessments, accounts } = app.services
  const brand = app.config.BRAND_NAME
  const tags = ['email']
  const link = { access: 'public', noStore: true, tags } as const
  const html = (reply: FastifyReply) => {
    reply.header('referrer-policy', 'no-referrer')
    reply.type('text/html; charset=utf-8')
  }

  // Mail clients post `List-Unsubscribe=One-Click` as a form: read here as text (this plugin only).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, body),
  )

  const expired = (reply: FastifyReply) => {
    html(reply)
    return reply
      .status(400)
      .send(
        page(
          brand,
          'This link has expired',
          '<p>This confirmation link is invalid or has expired. Ask for the email again from the page you came from.</p>',
        ),
      )
  }

  // Opening the link changes nothing (mail scanners fetch links to check them): the page asks the owner to
  // press the button, which posts the token back.
  await route(
    app,
    mailApi.verifyPage,
    {
      ...link,
      summary:
        'The page of an emailed confirmation link: a button that confirms the address (a GET changes nothing)',
    },
    async (request, reply) => {
      const confirmed = await mail.readConfirmation(request.query.token)
      if (!confirmed) return expired(reply)
      html(reply)
      // The form's POST must carry this page's Origin (a no-referrer page would send "null").
      reply.header('referrer-policy', 'same-origin')
      const action = urlOf(mailApi.verify, { query: { token: request.query.token } })
      return reply.send(
        page(
          brand,
          'Confirm your email address',
          `<p>Confirm that ${escapeHtml(confirmed.a)} is your address${typeof confirmed.r === 'string' ? ' and we will send your recommendation' : ''}.</p>
<form method="post" action="${escapeHtml(action)}">
<button type="submit" style="font-size:16px;padding:10px 20px">Confirm my address</button></form>`,
        ),
      )
    },
  )

  await route(
    app,
    mailApi.verify,
    { ...link, summary: 'Confirm an address from the emailed link, then send what was asked for' },
    async (request, reply) => {
      const confirmed = await mail.readConfirmation(request.query.token)
      if (!confirmed) return expired(reply)
      await mail.addressVerified(confirmed.a)
      const recommendation = typeof confirmed.r === 'string' ? confirmed.r : null
      if (recommendation) {
        // Sent once the address is proven; a repeat within the hour is refused by its own limit.
        await assessments.sendRecommendationEmail(recommendation).catch(() => undefined)
        return reply.redirect(pages.recommendation.href({ id: recommendation }), 303)
      }
      return reply.redirect(pages.dashboard.href({ tab: 'settings' }), 303)
    },
  )

  await route(
    app,
    mailApi.unsubscribePage,
    {
      ...link,
      summary: 'The unsubscribe page of a mail link: a button that unsubscribes (a GET changes nothing)',
    },
    async (request, reply) => {
      html(reply)
      const action = urlOf(mailApi.unsubscribe, { query: { token: request.query.token } })
      return reply.send(
        page(
          brand,
          'Unsubscribe',
          `<p>Stop these emails from ${escapeHtml(brand)}? Mails about your account and purchases still reach you.</p>
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit" style="font-size:16px;padding:10px 20px">Unsubscribe</button></form>`,
        ),
      )
    },
  )

  await route(
    app,
    mailApi.unsubscribe,
    {
      ...link,
      summary: 'One-click unsubscribe (RFC 8058): the signed token names the address and the kind of mail',
    },
    async (request, reply) => {
      html(reply)
      const done = await mail.unsubscribe(request.query.token)
      if (!done) {
        return reply
          .status(400)
          .send(
            page(
              brand,
              'Link not recognised',
              '<p>This unsubscribe link is not valid. You can turn emails off in Account Settings.</p>',
            ),
          )
      }
      return reply.send(
        page(
          brand,
          'You are unsubscribed',
          `<p>${escapeHtml(done.address)} will get no more ${WHAT[done.preference] ?? 'emails of this kind'}. You can turn them back on in Account Settings.</p>`,
        ),
      )
    },
  )

  await route(
    app,
    mailApi.preferences,
    {
      access: 'user',
      noStore: true,
      tags,
      summary: "The account's optional mails and whether its address is verified",
      errors: [401],
    },
    async (request) => {
      const user = signedInUser(request)
      return {
        email: user.email,
        verified: await mail.isVerified(user.email),
        preferences: await mail.preferences(user.email),
      }
    },
  )

  await route(
    app,
    mailApi.savePreferences,
    { access: 'user', tags, summary: "Turn the account's optional mails on or off", errors: [400, 401] },
    async (request) => {
      const user = signedInUser(request)
      return {
        email: user.email,
        verified: await mail.isVerified(user.email),
        preferences: await mail.savePreferences(user.email, request.body),
      }
    },
  )

  await route(
    app,
    mailApi.sendVerification,
    {
      access: 'user',
      tags,
      summary: 'Mail the account a new link that proves its address',
      errors: [401, 429],
    },
    async (request) => {
      const { sent } = await accounts.sendVerificationLink(signedInUser(request))
      return {
        message: sent ? 'We sent you a new verification link.' : 'Your email address is already verified.',
      }
    },
  )
}
