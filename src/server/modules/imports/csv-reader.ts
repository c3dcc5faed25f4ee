import { pipeline, type Readable, Transform } from 'node:stream'
import { formatCount } from '@shared/format'
import { createAccumulator } from '@shared/imports/aggregate'
import {
  type ColumnMapping,
  IMPORT_FORMAT_LABELS,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  type ImportAggregates,
  type ImportFormat,
} from '@shared/imports/import.schemas'
import { parse } from 'csv-parse'
import { AppError } from '../../lib/app-error'
import { CellError, clip, isFormula, normaliseHeader } from './cells'
import { columnsText, type FormatSpec, genericFormat, KNOWN_FORMATS, type RowReader } from './formats'

export type ReadOptions = {
  format: ImportFormat | 'auto'
  mapping?: ColumnMapping
  maxRows?: number
  maxBytes?: number
}

export type ReadResult = { format: ImportFormat; aggregates: ImportAggregates }

/** The one error a file gets: what was expected, and where it went wrong (line and column). */
export const fileError = (message: string, where?: { line?: number; column?: string }) =>
  new AppError('VALIDATION_FAILED', message, {
    details: [
      {
        path:
          where?.line === undefined
            ? 'file'
            : `file: line ${where.line}${where.column ? `, column "${where.column}"` : ''}`,
        message,
      },
    ],
  })

/** Text only: a NUL byte or bytes that are not UTF-8 mean a binary file (a spreadsheet, an image…). */
const textOnly = (maxBytes: number) => {
  const decoder = new TextDecoder('utf-8', { fatal: true })
  let offset = 0
  const binary = () =>
    fileError(
      `This is not a CSV text file (binary data near byte ${offset}). Export the transactions as CSV, not as an Excel or PDF file.`,
    )
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (offset + chunk.length > maxBytes) {
        return done(
          new AppError(
            'PAYLOAD_TOO_LARGE',
            `The file is larger than ${maxBytes / 1024 / 1024} MB: export a shorter period.`,
          ),
        )
      }
      if (chunk.indexOf(0) !== -1) return done(binary())
      try {
        const text = decoder.decode(chunk, { stream: true })
        offset += chunk.length
        done(null, text)
      } catch {
        done(binary())
      }
    },
    flush(done) {
      try {
        done(null, decoder.decode())
      } catch {
        done(binary())
      }
    },
  })
}

const specFor = (options: ReadOptions): FormatSpec | undefined => {
  if (options.format === 'generic') {
    if (!options.mapping) throw fileError('A generic CSV needs its date and amount columns named.')
    return genericFormat(options.mapping)
  }
  if (options.format === 'auto') return undefined
  return KNOWN_FORMATS.find((f) => f.format === options.format)
}

const missingColumns = (spec: FormatSpec, has: (name: string) => boolean) =>
  spec.required
    .filter((c) => (typeof c === 'string' ? !has(c) : !c.some(has)))
    .map((c) => (typeof c === 'string' ? c : c.join(' or ')))

/** Which format a header row is, or the error that says what was expected. */
function detect(options: ReadOptions, has: (name: string) => boolean): FormatSpec {
  const chosen = specFor(options)
  if (chosen) {
    const missing = missingColumns(chosen, has)
    if (missing.length > 0) {
      throw fileError(
        `Expected a ${IMPORT_FORMAT_LABELS[chosen.format]} (columns ${columnsText(chosen)}): the header row has no column ${missing.map((c) => `"${c}"`).join(', ')}.`,
        { line: 1, column: missing[0] },
      )
    }
    return chosen
  }
  const found = KNOWN_FORMATS.find((f) => missingColumns(f, has).length === 0)
  if (found) return found
  throw fileError(
    `The header row is not one we recognise. Expected a Square, Stripe, PayPal, Shopify Payments or Clover export (${KNOWN_FORMATS.map((f) => `${IMPORT_FORMAT_LABELS[f.format]}: ${columnsText(f)}`).join('; ')}), or choose "generic" and name the date and amount columns.`,
    { line: 1 },
  )
}

type Parsed = { record: string[]; info: { lines: number } }

/**
 * Reads an export as a stream and keeps only monthly sums: no row, card number or customer is kept. Throws
 * the one error shape, naming the format expected and the line and column that failed; nothing is returned
 * (so nothing can be stored) unless the whole file was read.
 */
export async function readExport(source: Readable, options: ReadOptions): Promise<ReadResult> {
  const maxRows = options.maxRows ?? IMPORT_MAX_ROWS
  const parser = parse({
    bom: true,
    info: true,
    relax_column_count: true,
    skip_empty_lines: true,
    skip_records_with_empty_values: true,
    max_record_size: 64 * 1024,
  })
  pipeline(source, textOnly(options.maxBytes ?? IMPORT_MAX_BYTES), parser, () => {})
  const acc = createAccumulator()
  let spec: FormatSpec | undefined
  let index = new Map<string, number>()
  let cells: string[] = []
  let header: string[] = []
  const reader: RowReader = {
    has: (name) => index.has(normaliseHeader(name)),
    get: (name) => {
      const i = index.get(normaliseHeader(name))
      return i === undefined ? '' : (cells[i] ?? '')
    },
  }
  let currency: string | undefined
  let line = 0
  try {
    for await (const parsed of parser as AsyncIterable<Parsed>) {
      line = parsed.info.lines
      cells = parsed.record
      for (let c = 0; c < cells.length; c += 1) {
        const cell = cells[c] as string
        if (cell.length > 0 && isFormula(cell)) {
          throw fileError(
            `A cell holds a spreadsheet formula ("${clip(cell)}"), which no processor's export contains: remove it and upload the export as it was downloaded.`,
            { line, column: header[c] ?? `${c + 1}` },
          )
        }
      }
      if (!spec) {
        header = cells.map((name) => name.trim())
        index = new Map()
        cells.forEach((name, i) => {
          const key = normaliseHeader(name)
          if (!index.has(key)) index.set(key, i)
        })
        spec = detect(options, reader.has)
        continue
      }
      if (acc.rows() >= maxRows) {
        throw new AppError(
          'PAYLOAD_TOO_LARGE',
          `The file has more than ${formatCount(maxRows)} rows: export a shorter period (a few months at a time).`,
          { details: [{ path: `file: line ${line}`, message: 'Row limit reached' }] },
        )
      }
      if (spec.currency && reader.has(spec.currency)) {
        const code = reader.get(spec.currency).trim().toUpperCase()
        if (code !== '' && code !== 'USD') {
          throw fileError(
            currency === 'USD'
              ? `The file mixes currencies: line ${line} is in ${clip(code)} after rows in USD. Export US dollar payments only.`
              : `Only US dollar payments can be priced: line ${line} is in ${clip(code)}.`,
            { line, column: spec.currency },
          )
        }
        if (code === 'USD') currency = 'USD'
      }
      const row = spec.read(reader)
      if (row) acc.add(row)
      else acc.skip()
    }
  } catch (err) {
    parser.destroy()
    throw asFileError(err, spec, line)
  }
  if (!spec) throw fileError('The file is empty: it has no header row.', { line: 1 })
  const aggregates = acc.result(spec.fees(reader))
  if (aggregates.months.every((m) => m.count === 0)) {
    throw fileError(
      `The file has no card payments to price (${aggregates.rowsRead} rows read as a ${IMPORT_FORMAT_LABELS[spec.format]}).`,
    )
  }
  return { format: spec.format, aggregates }
}

function asFileError(err: unknown, spec: FormatSpec | undefined, line: number): unknown {
  if (err instanceof AppError) return err
  const expected = spec ? ` (read as a ${IMPORT_FORMAT_LABELS[spec.format]})` : ''
  if (err instanceof CellError) {
    return fileError(`Line ${line}, column "${err.column}": ${err.message}${expected}.`, {
      line,
      column: err.column,
    })
  }
  const e = err as { code?: string; lines?: number; message?: string }
  if (typeof e.code === 'string' && e.code.startsWith('CSV_')) {
    const at = e.lines ?? line
    return fileError(`Line ${at} is not valid CSV${expected}: ${e.message ?? e.code}.`, { line: at })
  }
  return err
}
