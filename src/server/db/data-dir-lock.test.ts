import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { loadConfig } from '../config'
import { startupFailureMessage } from '../startup-failure'
import { DataDirInUseError, openPglite } from './client'

const dirs: string[] = []
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'pm-lock-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('one server per embedded data directory', () => {
  it('refuses a second server on the same directory with one line naming it and the other process', async () => {
    const dir = tempDir()
    const first = await openPglite(dir)
    try {
      const second = openPglite(dir)
      await expect(second).rejects.toBeInstanceOf(DataDirInUseError)
      const message = startupFailureMessage(await second.catch((e) => e), loadConfig({ DATA_DIR: dir }))
      expect(message).toBe(
        `The data directory ${resolve(dir)} is in use by another server (pid ${process.pid}): stop it, or set DATA_DIR to another directory.`,
      )
    } finally {
      await first.close()
    }
    // Closed: the directory is free again.
    const again = await openPglite(dir)
    await again.close()
  })

  it('takes over a lock left by a process that is gone', async () => {
    const dir = tempDir()
    const gone = spawnSync(process.execPath, [
      '-e',
      'process.stdout.write(String(process.pid))',
    ]).stdout.toString()
    writeFileSync(join(dir, '.server-owner.json'), JSON.stringify({ pid: Number(gone), since: 'earlier' }))
    const db = await openPglite(dir)
    await db.close()
  })
})
