import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect } from '@playwright/test'

export type Mail = { to: string[]; raw: string; text: string }

/** Undoes quoted-printable soft breaks and escapes so links and names can be searched for. */
const decodeQuotedPrintable = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))

const mailboxDir = () => process.env.E2E_MAILBOX_DIR ?? ''

/** True when the e2e runner captures mail (the server sends to its SMTP mailbox). */
export const hasMailbox = () => Boolean(mailboxDir())

function read(to: string): Mail[] {
  const dir = mailboxDir()
  return readdirSync(dir)
    .sort()
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as { to: string[]; raw: string })
    .filter((m) => m.to.includes(to.toLowerCase()))
    .map((m) => ({ ...m, text: decodeQuotedPrintable(m.raw) }))
}

/** Waits until a message to `to` whose decoded text matches `pattern` arrives, and returns it. */
export async function waitForMail(to: string, pattern: RegExp = /./, timeout = 20_000): Promise<Mail> {
  let found: Mail | undefined
  await expect
    .poll(
      () => {
        found = read(to).find((m) => pattern.test(m.text))
        return Boolean(found)
      },
      { timeout, message: `mail to ${to} matching ${pattern}` },
    )
    .toBe(true)
  return found as Mail
}

/** Waits for a mail to `to` containing `marker` (e.g. '/activate?') and returns the first link holding it. */
export async function linkFor(to: string, marker: string, timeout = 20_000): Promise<string> {
  const mail = await waitForMail(to, new RegExp(marker.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')), timeout)
  const escaped = marker.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const match = new RegExp(`https?://[^\\s"'<>]*${escaped}[^\\s"'<>]*`).exec(mail.text)
  if (!match) throw new Error(`no link containing ${marker} in the mail to ${to}`)
  return match[0].replaceAll('&amp;', '&')
}
