import { afterAll, describe, expect, it } from 'vitest'
import { startSmtpReceiver } from '../../../../tests/helpers/smtp-receiver'
import { request, setupTestApp, signUp } from '../../../../tests/helpers/test-app'
import { signUpAdmin } from '../blog/blog-test-helpers'

const smtp = await startSmtpReceiver()
const ctx = setupTestApp({ SMTP_URL: smtp.url })
afterAll(smtp.close)

const URL = '/api/admin/email-templates'
type Template = { id: string; subject: string; htmlContent: string; textContent: string; variables: string[] }

async function templates(cookie: string | undefined): Promise<Template[]> {
  const res = await request(ctx.app, { method: 'GET', url: URL, cookie })
  expect(res.statusCode).toBe(200)
  return res.json().templates
}

describe('email templates API', () => {
  it('is admin-only: 401 signed out, 403 for a user', async () => {
    const user = await signUp(ctx.app)
    const calls = [
      { method: 'GET', url: URL },
      {
        method: 'PUT',
        url: `${URL}/activation`,
        payload: { subject: 'a', htmlContent: 'b', textContent: 'c' },
      },
      { method: 'POST', url: `${URL}/activation/test`, payload: { recipient: 'a@example.com' } },
    ] as const
    for (const call of calls) {
      expect((await request(ctx.app, { ...call })).statusCode).toBe(401)
      expect((await request(ctx.app, { ...call, cookie: user.cookie })).statusCode).toBe(403)
    }
  })

  it('lists every mail the product sends with its fields', async () => {
    const { cookie } = await signUpAdmin(ctx.app)
    const list = await templates(cookie)
    expect(list.map((t) => t.id).sort()).toEqual(
      expect.arrayContaining([
        'activation',
        'password-reset',
        'recommendation',
        'purchase-confirmation',
        'pitch-deck-invite',
        'admin-custom',
      ]),
    )
    const reset = list.find((t) => t.id === 'password-reset')
    expect(reset).toMatchObject({
      name: expect.any(String),
      description: expect.any(String),
      category: 'account',
      subject: expect.any(String),
      variables: expect.arrayContaining(['resetUrl', 'username', 'brandName']),
      lastModified: expect.any(String),
    })
    expect(reset?.htmlContent).toContain('{{resetUrl}}')
  })

  it('refuses unknown variables and blank fields with clear messages', async () => {
    const { cookie } = await signUpAdmin(ctx.app)
    const put = (payload: Record<string, unknown>) =>
      request(ctx.app, { method: 'PUT', url: `${URL}/password-reset`, cookie, payload })
    const unknown = await put({
      subject: 'Hi {{firstName}}',
      htmlContent: '<p>{{resetUrl}}</p>',
      textContent: 'x',
    })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().message).toMatch(
      /^Unknown variable \{\{firstName\}\}\. This template can use: .*\{\{resetUrl\}\}/,
    )
    const blank = await put({ subject: '  ', htmlContent: '<p>x</p>', textContent: 'x' })
    expect(blank.statusCode).toBe(400)
    expect(JSON.stringify(blank.json())).toContain('Subject is required')
    const missing = await request(ctx.app, {
      method: 'PUT',
      url: `${URL}/no-such-template`,
      cookie,
      payload: { subject: 'a', htmlContent: 'b', textContent: 'c' },
    })
    expect(missing.statusCode).toBe(404)
  })

  it('strips scripts and handlers from edited HTML', async () => {
    const { cookie } = await signUpAdmin(ctx.app)
    const res = await request(ctx.app, {
      method: 'PUT',
      url: `${URL}/activation`,
      cookie,
      payload: {
        subject: 'Welcome {{username}}',
        htmlContent:
          '<p onclick="steal()">Hi {{username}}</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src="x" onerror="alert(1)"><a href="{{activationUrl}}">Activate</a>',
        textContent: 'Activate: {{activationUrl}}',
      },
    })
    expect(res.statusCode).toBe(200)
    const html: string = res.json().htmlContent
    expect(html).not.toMatch(/script|onclick|onerror|javascript:/i)
    expect(html).toContain('href="{{activationUrl}}"')
  })

  it('real mail uses the edited template, with values escaped, delivered over SMTP', async () => {
    const { cookie } = await signUpAdmin(ctx.app)
    const edited = await request(ctx.app, {
      method: 'PUT',
      url: `${URL}/password-reset`,
      cookie,
      payload: {
        subject: 'Edited reset for {{username}}',
        htmlContent:
          '<p>Hello {{username}}, <a href="{{resetUrl}}">choose a new password</a>. Edited-marker</p>',
        textContent: 'Hello {{username}}: {{resetUrl}} Edited-marker',
      },
    })
    expect(edited.statusCode).toBe(200)
    const victim = await signUp(ctx.app, { username: `o_brien${Date.now().toString(36)}` })
    const forgot = await request(ctx.app, {
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: victim.email },
    })
    expect(forgot.statusCode).toBe(200)
    await ctx.app.jobs.runDue()
    const mail = smtp.received.find((m) => m.to === victim.email && m.body.includes('Edited'))
    expect(mail?.body).toContain(`Edited reset for ${victim.username}`)
    expect(mail?.body).toContain('Edited-marker')
    expect(mail?.body).toContain('/reset-password?token=')
  })

  it('escapes values placed into the HTML', async () => {
    const { cookie } = await signUpAdmin(ctx.app)
    await request(ctx.app, {
      method: 'PUT',
      url: `${URL}/admin-custom`,
      cookie,
      payload: { subject: '{{subject}}', htmlContent: '<div>{{message}}</div>', textContent: '{{message}}' },
    })
    await ctx.app.services.mail.queue({
      template: 'admin-custom',
      to: 'escaped@example.com',
      variables: { subject: 'Note', recipientName: 'A', message: '<script>alert(1)</script>' },
    })
    const [row] = (await ctx.database.db.query.emailOutbox.findMany()).filter(
      (r) => r.to === 'escaped@example.com',
    )
    expect(row?.html).toContain('<div>&lt;script&gt;alert(1)&lt;/script&gt;</div>')
  })

  it('sends a test mail of the stored template to the recipient over SMTP', async () => {
    const { cookie } = await signUpAdmin(ctx.app)
    const bad = await request(ctx.app, {
      method: 'POST',
      url: `${URL}/pitch-deck-invite/test`,
      cookie,
      payload: { recipient: 'not-an-email' },
    })
    expect(bad.statusCode).toBe(400)
    const res = await request(ctx.app, {
      method: 'POST',
      url: `${URL}/pitch-deck-invite/test`,
      cookie,
      payload: { recipient: 'admin-inbox@example.com' },
    })
    expect(res.statusCode).toBe(202)
    expect(res.json().message).toBe('Test email sent to admin-inbox@example.com')
    await ctx.app.jobs.runDue()
    const mail = smtp.received.find((m) => m.to === 'admin-inbox@example.com')
    expect(mail?.body).toContain('http://localhost:3000/pitch-deck/sample-token')
  })
})
