import multipart from '@fastify/multipart'
import { ApiErrorSchema } from '@shared/http/api-error'
import {
  IMPORT_MAX_BYTES,
  TransactionImportListSchema,
  TransactionImportSchema,
} from '@shared/imports/import.schemas'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError } from '../../lib/app-error'
import { signedInUser } from '../../plugins/access'
import type { Upload } from './import.service'

const IdParams = z.object({ id: z.string().min(1).max(64) })
const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
  413: ApiErrorSchema,
  415: ApiErrorSchema,
}

/** The multipart upload: the file in field `file`, the form fields sent before it. */
async function openUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the export as multipart/form-data, the file in the field "file".',
    )
  }
  const part = await request.file()
  if (part?.fieldname !== 'file') {
    part?.file.resume()
    throw new AppError('VALIDATION_FAILED', 'Attach the export in the field "file".', {
      details: [{ path: 'file', message: 'Required' }],
    })
  }
  const fields: Record<string, string> = {}
  for (const [name, value] of Object.entries(part.fields)) {
    const field = Array.isArray(value) ? value[0] : value
    if (field && field.type === 'field' && typeof field.value === 'string') fields[name] = field.value
  }
  const file = part.file
  return { file, fields }
}

/** A processor's export, read into monthly sums and repriced (paid plans); list and delete them. */
export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  const { imports } = app.services
  const tags = ['imports']
  // Multipart only for these routes; the file is streamed, never buffered or written to disk.
  await app.register(multipart, {
    // One byte past the limit reaches the reader, which refuses the file (multipart would only truncate it).
    limits: { fileSize: IMPORT_MAX_BYTES + 1, files: 1, fields: 20, fieldSize: 1_000, parts: 25 },
  })

  app.post(
    '/api/user/imports',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          'Import a Square, Stripe, PayPal, Shopify Payments or Clover export (or a CSV with a column mapping): multipart, the file in field "file" after the optional fields format, industryType, businessType and, for format=generic, dateColumn, amountColumn, feeColumn, brandColumn, fundingColumn, entryModeColumn, countryColumn, statusColumn, refundColumn, currencyColumn',
        consumes: ['multipart/form-data'],
        response: { 201: TransactionImportSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await imports.create(signedInUser(request), () => openUpload(request))),
  )

  app.get(
    '/api/user/imports',
    {
      config: { access: 'user', noStore: true },
      schema: {
        tags,
        summary: "The account's imports with their derived figures, newest first",
        response: { 200: TransactionImportListSchema, ...errors },
      },
    },
    async (request) => {
      return imports.list(signedInUser(request))
    },
  )

  app.get(
    '/api/user/imports/:id',
    {
      config: { access: 'user', noStore: true },
      schema: {
        tags,
        summary: 'One import with every provider repriced on its months (owner only)',
        params: IdParams,
        response: { 200: TransactionImportSchema, ...errors },
      },
    },
    async (request) => {
      return imports.get(signedInUser(request), request.params.id)
    },
  )

  app.delete(
    '/api/user/imports/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Delete an import and its figures (owner only)',
        params: IdParams,
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request) => {
      await imports.remove(signedInUser(request), request.params.id)
      return { message: 'Import deleted.' }
    },
  )
}
