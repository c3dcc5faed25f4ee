import { REFUND_WINDOW_DAYS, refundPromiseText } from '@shared/reports/report-terms'
import { placeholdersOf } from './template-renderer'

export type DefaultTemplate = {
  id: string
  name: string
  description: string
  category: string
  subject: string
  htmlContent: string
  textContent: string
  variables: string[]
}

const button = (href: string, label: string) =>
  `<p style="margin:28px 0"><a href="{{${href}}}" style="background:#1c5fd4;color:#ffffff;text-decoration:none;padding:12px 22px;border-radius:6px;font-weight:600;display:inline-block">${label}</a></p>`

/** The shared frame of every mail: brand header, body, support footer. */
const layout = (title: string, body: string) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title></head>
<body style="margin:0;background:#f4f6fa;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#1f2937">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f6fa;padding:24px 12px">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:10px;overflow:hidden">
<tr><td style="background:#0f2b5b;color:#ffffff;padding:20px 28px;font-size:20px;font-weight:700">{{brandName}}</td></tr>
<tr><td style="padding:28px;font-size:16px;line-height:1.6">
${body}
</td></tr>
<tr><td style="padding:18px 28px;background:#f9fafb;color:#6b7280;font-size:13px;line-height:1.5">
Questions? Reply to this email or write to <a href="mailto:{{supportEmail}}" style="color:#1c5fd4">{{supportEmail}}</a>.<br>
{{brandName}} · <a href="{{publicUrl}}" style="color:#6b7280">{{publicUrl}}</a>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`

const textFooter = `
--
Questions? Write to {{supportEmail}}.
{{brandName}} · {{publicUrl}}`

const define = (t: Omit<DefaultTemplate, 'variables'>): DefaultTemplate => ({
  ...t,
  variables: [
    ...new Set([
      ...placeholdersOf(t.subject),
      ...placeholdersOf(t.htmlContent),
      ...placeholdersOf(t.textContent),
    ]),
  ],
})

export const DEFAULT_TEMPLATES: DefaultTemplate[] = [
  define({
    id: 'recommendation',
    name: 'Free recommendation',
    description: 'Sent when a visitor asks for their free recommendation by email.',
    category: 'assessment',
    subject: 'Your payment processor match: {{providerName}} ({{matchScore}}% match)',
    htmlContent: layout(
      'Your free recommendation',
      `<h1 style="font-size:22px;margin:0 0 12px">Your best match is {{providerName}}</h1>
<p>Thanks for completing the {{brandName}} assessment. Based on your answers, <strong>{{providerName}}</strong> is a <strong>{{matchScore}}% match</strong> for your business.</p>
<p><strong>Our advice:</strong> {{advice}}</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;margin:16px 0;border-collapse:collapse">
<tr><td style="padding:10px;border:1px solid #e5e7eb">Estimated monthly cost</td><td style="padding:10px;border:1px solid #e5e7eb;font-weight:700">{{estimatedMonthlyCost}}</td></tr>
<tr><td style="padding:10px;border:1px solid #e5e7eb">Potential annual savings</td><td style="padding:10px;border:1px solid #e5e7eb;font-weight:700">{{annualSavings}} <span style="font-weight:400;color:#6b7280">{{savingsLabel}}</span></td></tr>
</table>
<h2 style="font-size:17px;margin:20px 0 8px">Why it fits</h2>
<p>{{reasons}}</p>
${button('recommendationUrl', 'View your recommendation')}
<p style="font-size:14px;color:#4b5563">Estimates use published fee schedules and your answers. <a href="{{methodologyUrl}}" style="color:#1c5fd4">How we calculate this</a>.</p>`,
    ),
    textContent: `Your best match is {{providerName}}

Thanks for completing the {{brandName}} assessment. Based on your answers, {{providerName}} is a {{matchScore}}% match for your business.

Our advice: {{advice}}

Estimated monthly cost: {{estimatedMonthlyCost}}
Potential annual savings: {{annualSavings}} {{savingsLabel}}

Why it fits:
{{reasons}}

View your recommendation: {{recommendationUrl}}
How we calculate this: {{methodologyUrl}}
${textFooter}`,
  }),
  define({
    id: 'activation',
    name: 'Account activation',
    description:
      'Sent when a purchase or a sign-up creates an account; the link activates it and proves the address.',
    category: 'account',
    subject: 'Activate your {{brandName}} account',
    htmlContent: layout(
      'Activate your account',
      `<h1 style="font-size:22px;margin:0 0 12px">Welcome, {{username}}</h1>
<p>Your {{brandName}} account is ready. Activate it to confirm this email address and open your dashboard.</p>
${button('activationUrl', 'Activate my account')}
<p style="font-size:14px;color:#4b5563">This link can be used once and expires soon. If you did not create an account, you can ignore this email.</p>`,
    ),
    textContent: `Welcome, {{username}}

Your {{brandName}} account is ready. Activate it to confirm this email address and open your dashboard:
{{activationUrl}}

This link can be used once and expires soon. If you did not create an account, you can ignore this email.
${textFooter}`,
  }),
  define({
    id: 'verify-email',
    name: 'Address confirmation',
    description:
      'Sent before the first mail someone asks for (a recommendation) reaches an address not yet proven.',
    category: 'account',
    subject: 'Confirm your email address for {{brandName}}',
    htmlContent: layout(
      'Confirm your email address',
      `<h1 style="font-size:22px;margin:0 0 12px">Confirm your email address</h1>
<p>Someone asked {{brandName}} to email {{purpose}} to this address. Confirm that it is yours and we will send it.</p>
${button('confirmUrl', 'Confirm my address')}
<p style="font-size:14px;color:#4b5563">The link works for 7 days. If you did not ask for this, ignore this email: we will not write to you.</p>`,
    ),
    textContent: `Confirm your email address

Someone asked {{brandName}} to email {{purpose}} to this address. Confirm that it is yours and we will send it:
{{confirmUrl}}

The link works for 7 days. If you did not ask for this, ignore this email: we will not write to you.
${textFooter}`,
  }),
  define({
    id: 'password-reset',
    name: 'Password reset',
    description: 'Sent when someone asks to reset a password.',
    category: 'account',
    subject: 'Reset your {{brandName}} password',
    htmlContent: layout(
      'Reset your password',
      `<h1 style="font-size:22px;margin:0 0 12px">Reset your password</h1>
<p>Hi {{username}}, we received a request to reset the password of your {{brandName}} account.</p>
${button('resetUrl', 'Choose a new password')}
<p style="font-size:14px;color:#4b5563">The link expires in 1 hour and works once. If you did not ask for this, ignore this email: your password stays the same.</p>`,
    ),
    textContent: `Reset your password

Hi {{username}}, we received a request to reset the password of your {{brandName}} account.
Choose a new password: {{resetUrl}}

The link expires in 1 hour and works once. If you did not ask for this, ignore this email: your password stays the same.
${textFooter}`,
  }),
  define({
    id: 'purchase-confirmation',
    name: 'Purchase confirmation',
    description: 'Sent when a report order is fulfilled.',
    category: 'billing',
    subject: 'Your {{reportName}} is ready — order confirmation',
    htmlContent: layout(
      'Order confirmation',
      `<h1 style="font-size:22px;margin:0 0 12px">Thank you for your order</h1>
<p>Your <strong>{{reportName}}</strong> is ready in your {{brandName}} dashboard.</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;margin:16px 0;border-collapse:collapse">
<tr><td style="padding:10px;border:1px solid #e5e7eb">Report</td><td style="padding:10px;border:1px solid #e5e7eb">{{reportName}}</td></tr>
<tr><td style="padding:10px;border:1px solid #e5e7eb">Amount paid</td><td style="padding:10px;border:1px solid #e5e7eb;font-weight:700">{{amount}}</td></tr>
<tr><td style="padding:10px;border:1px solid #e5e7eb">Date</td><td style="padding:10px;border:1px solid #e5e7eb">{{orderDate}}</td></tr>
<tr><td style="padding:10px;border:1px solid #e5e7eb">Order number</td><td style="padding:10px;border:1px solid #e5e7eb">{{orderNumber}}</td></tr>
<tr><td style="padding:10px;border:1px solid #e5e7eb">Access</td><td style="padding:10px;border:1px solid #e5e7eb">{{accessDays}} days, until {{accessUntil}}</td></tr>
</table>
${button('dashboardUrl', 'Open my dashboard')}
<p style="font-size:14px;color:#4b5563">Not satisfied? Our ${REFUND_WINDOW_DAYS}-day money-back guarantee applies. ${refundPromiseText} Just reply to this email.</p>`,
    ),
    textContent: `Thank you for your order

Your {{reportName}} is ready in your {{brandName}} dashboard.
Amount paid: {{amount}}
Date: {{orderDate}}
Order number: {{orderNumber}}
Access: {{accessDays}} days, until {{accessUntil}}

Open my dashboard: {{dashboardUrl}}

Not satisfied? Our ${REFUND_WINDOW_DAYS}-day money-back guarantee applies. ${refundPromiseText} Just reply to this email.
${textFooter}`,
  }),
  define({
    id: 'refund-requested',
    name: 'Refund requested',
    description:
      'Sent to the administrator when a customer asks for a refund under the money-back guarantee.',
    category: 'billing',
    subject: 'Refund requested for order {{orderNumber}}',
    htmlContent: layout(
      'Refund requested',
      `<h1 style="font-size:22px;margin:0 0 12px">A customer asked for a refund</h1>
<p><strong>{{customerEmail}}</strong> asked for the {{amount}} of order {{orderNumber}} back under the money-back guarantee.</p>
<p>Reason: {{reason}}</p>
${button('adminUrl', 'Review in the admin console')}`,
    ),
    textContent: `A customer asked for a refund

{{customerEmail}} asked for the {{amount}} of order {{orderNumber}} back under the money-back guarantee.
Reason: {{reason}}

Review in the admin console: {{adminUrl}}
${textFooter}`,
  }),
  define({
    id: 'refund-issued',
    name: 'Refund issued',
    description: 'Sent to the customer when their report is refunded.',
    category: 'billing',
    subject: 'Your refund of {{amount}} is on its way',
    htmlContent: layout(
      'Refund issued',
      `<h1 style="font-size:22px;margin:0 0 12px">Your refund is on its way</h1>
<p>Hi {{username}}, we refunded <strong>{{amount}}</strong> for order {{orderNumber}} on {{refundDate}}. Your bank usually shows it within 5 to 10 business days.</p>
<p>The report is no longer available in your dashboard. Thank you for trying {{brandName}}.</p>`,
    ),
    textContent: `Your refund is on its way

Hi {{username}}, we refunded {{amount}} for order {{orderNumber}} on {{refundDate}}. Your bank usually shows it within 5 to 10 business days.
The report is no longer available in your dashboard. Thank you for trying {{brandName}}.
${textFooter}`,
  }),
  define({
    id: 'password-changed',
    name: 'Password changed',
    description: 'Sent after a password is changed or reset, as a security notice.',
    category: 'account',
    subject: 'Your {{brandName}} password was changed',
    htmlContent: layout(
      'Password changed',
      `<h1 style="font-size:22px;margin:0 0 12px">Your password was changed</h1>
<p>Hi {{username}}, the password of your {{brandName}} account was just changed and other sessions were signed out.</p>
<p>If this was you, there is nothing to do. If it was not, reset your password now and contact us.</p>
${button('forgotPasswordUrl', 'Reset my password')}`,
    ),
    textContent: `Your password was changed

Hi {{username}}, the password of your {{brandName}} account was just changed and other sessions were signed out.
If this was you, there is nothing to do. If it was not, reset your password now and contact us:
{{forgotPasswordUrl}}
${textFooter}`,
  }),
  define({
    id: 'pitch-deck-invite',
    name: 'Pitch deck invitation',
    description: 'Sent by the administrator to share the investor pitch deck.',
    category: 'admin',
    subject: '{{senderName}} shared the {{brandName}} pitch deck with you',
    htmlContent: layout(
      'Pitch deck',
      `<h1 style="font-size:22px;margin:0 0 12px">Hello {{recipientName}}</h1>
<p>{{senderName}} invited you to view the {{brandName}} pitch deck.</p>
<p style="border-left:3px solid #1c5fd4;padding-left:12px;color:#374151">{{message}}</p>
${button('deckUrl', 'View the pitch deck')}`,
    ),
    textContent: `Hello {{recipientName}}

{{senderName}} invited you to view the {{brandName}} pitch deck.

{{message}}

View the pitch deck: {{deckUrl}}
${textFooter}`,
  }),
  define({
    id: 'admin-custom',
    name: 'Custom message',
    description: 'A free-form message written by the administrator.',
    category: 'admin',
    subject: '{{subject}}',
    htmlContent: layout(
      'Message',
      `<p>Hello {{recipientName}},</p>
<p>{{message}}</p>
<p>— The {{brandName}} team</p>`,
    ),
    textContent: `Hello {{recipientName}},

{{message}}

— The {{brandName}} team
${textFooter}`,
  }),
  define({
    id: 'rate-alert-digest',
    name: 'Rate alert digest',
    description:
      'One mail per account when providers it watches change their fees (at once or in a digest), listing every alert matched.',
    category: 'alerts',
    subject: 'Rate changes: {{providers}}',
    htmlContent: layout(
      'Rate changes',
      `<h1 style="font-size:22px;margin:0 0 12px">Rate changes: {{providers}}</h1>
<p>{{alertCount}} of your alerts found recorded fee changes.</p>
<p>{{changes}}</p>
${button('dashboardUrl', 'Open Rate Monitoring')}`,
    ),
    textContent: `Rate changes: {{providers}}

{{alertCount}} of your alerts found recorded fee changes.

{{changes}}

Open Rate Monitoring: {{dashboardUrl}}
${textFooter}`,
  }),
]

export const defaultTemplate = (id: string) => DEFAULT_TEMPLATES.find((t) => t.id === id)
