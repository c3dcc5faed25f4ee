import { endpoint } from '../http/endpoint'
import {
  EmailTemplateListSchema,
  EmailTemplateSchema,
  EmailTemplateUpdateSchema,
  TemplateIdParamSchema as params,
  TestEmailResultSchema,
  TestEmailSchema,
} from './email-template.schemas'

/** The mail the product sends, as the administrator edits it. */
export const emailTemplateApi = {
  /** Every template with its subject, bodies and variables. */
  list: endpoint({ method: 'GET', path: '/api/admin/email-templates', response: EmailTemplateListSchema }),
  /** Mail sent from then on uses the edit. */
  update: endpoint({
    method: 'PUT',
    path: '/api/admin/email-templates/:id',
    params,
    body: EmailTemplateUpdateSchema,
    response: EmailTemplateSchema,
  }),
  /** Sends the template filled with sample values to an address. */
  sendTest: endpoint({
    method: 'POST',
    path: '/api/admin/email-templates/:id/test',
    params,
    body: TestEmailSchema,
    response: TestEmailResultSchema,
    status: 202,
  }),
}
