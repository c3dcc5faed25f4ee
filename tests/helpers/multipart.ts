/** A multipart/form-data body: the fields first, then the file in field `file` (as a browser's form sends it). */
export function multipart(
  file: string | Buffer | null,
  fields: Record<string, string> = {},
  options: { fileField?: string; filename?: string } = {},
) {
  const boundary = `----pmtest${Math.random().toString(16).slice(2)}`
  const parts: Buffer[] = []
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    )
  }
  if (file !== null) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${options.fileField ?? 'file'}"; filename="${options.filename ?? 'export.csv'}"\r\nContent-Type: text/csv\r\n\r\n`,
      ),
      Buffer.isBuffer(file) ? file : Buffer.from(file),
      Buffer.from('\r\n'),
    )
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}
