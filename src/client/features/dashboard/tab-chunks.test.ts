import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { openTabModules, tabChunks } from './tab-chunks'

const root = join(import.meta.dirname, '../../../..')

describe('the dashboard tab chunks', () => {
  it('each name the module they load, so the server writes the open tab’s own styles into the page', async () => {
    const chunks = Object.values(tabChunks)
    expect(chunks.length).toBeGreaterThanOrEqual(9)
    for (const chunk of chunks) {
      expect(await chunk.importModule()).toBe(await import(/* @vite-ignore */ join(root, chunk.module)))
    }
  })

  it('name the tab the address opens with, reports when none or an unknown one is named', () => {
    expect(openTabModules('')).toEqual([tabChunks.reports.module])
    expect(openTabModules('?tab=no-such-tab')).toEqual([tabChunks.reports.module])
    expect(openTabModules('?tab=alerts')).toEqual([tabChunks.alerts.module])
    expect(openTabModules('?tab=compliance')).toEqual([])
  })
})
