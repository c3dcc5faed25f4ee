import { MessageSchema } from '@shared/auth/auth.schemas'
import { ApiErrorSchema } from '@shared/http/api-error'
import { EmailSettingsSchema, UpdateEmailPreferencesSchema } from '@shared/mail/email-preferences.schemas'
import { pages } from '@shared/routes'
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { escapeHtml } from '../../lib/escape-html'
import { signedInUser } from '../../plugins/access'

const TokenQuerySchema = z.object({ token: z.string().max(2000).default('') })

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
export const emailLinksRoutes: FastifyPluginAsyncZod = async (app) => {
  const { mail, assessments, accounts } = app.services
  const brand = app.config.BRAND_NAME
  const tags = ['email']
  const html = (reply: FastifyReply) => {
    reply.header('cache-control', 'no-store')
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
  app.get(
    '/api/email/verify',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'The page of an emailed confirmation link: a button that confirms the address (a GET changes nothing)',
        querystring: TokenQuerySchema,
      },
    },
    async (request, reply) => {
      const confirmed = await mail.readConfirmation(request.query.token)
      if (!confirmed) return expired(reply)
      html(reply)
      // The form's POST must carry this page's Origin (a no-referrer page would send "null").
      reply.header('referrer-policy', 'same-origin')
      const action = `/api/email/verify?token=${encodeURIComponent(request.query.token)}`
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

  app.post(
    '/api/email/verify',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Confirm an address from the emailed link, then send what was asked for',
        querystring: TokenQuerySchema,
      },
    },
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

  app.get(
    '/api/email/unsubscribe',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The unsubscribe page of a mail link: a button that unsubscribes (a GET changes nothing)',
        querystring: TokenQuerySchema,
      },
    },
    async (request, reply) => {
      html(reply)
      const action = `/api/email/unsubscribe?token=${encodeURIComponent(request.query.token)}`
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

  app.post(
    '/api/email/unsubscribe',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'One-click unsubscribe (RFC 8058): the signed token names the address and the kind of mail',
        querystring: TokenQuerySchema,
      },
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

  app.get(
    '/api/user/email-preferences',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "The account's optional mails and whether its address is verified",
        response: { 200: EmailSettingsSchema, 401: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request)
      reply.header('cache-control', 'no-store')
      return {
        email: user.email,
        verified: await mail.isVerified(user.email),
        preferences: await mail.preferences(user.email),
      }
    },
  )

  app.put(
    '/api/user/email-preferences',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "Turn the account's optional mails on or off",
        body: UpdateEmailPreferencesSchema,
        response: { 200: EmailSettingsSchema, 400: ApiErrorSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request)
      return {
        email: user.email,
        verified: await mail.isVerified(user.email),
        preferences: await mail.savePreferences(user.email, request.body),
      }
    },
  )

  app.post(
    '/api/user/verification-email',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Mail the account a new link that proves its address',
        response: { 200: MessageSchema, 401: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request) => {
      const { sent } = await accounts.sendVerificationLink(signedInUser(request))
      return {
        message: sent ? 'We sent you a new verification link.' : 'Your email address is already verified.',
      }
    },
  )
}
