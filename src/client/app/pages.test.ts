import { join } from 'node:path'
import { pageTable } from '@shared/routes'
import { describe, expect, it } from 'vitest'
import { tabChunks } from '../features/dashboard/tab-chunks'
import { chunkModules, pageChunks } from './pages'

const root = join(import.meta.dirname, '../../..')

describe('the chunks a page names for the server', () => {
  it('are the modules the page chunks load', async () => {
    for (const chunk of Object.values(pageChunks)) {
      expect(await chunk.importModule()).toBe(await import(/* @vite-ignore */ join(root, chunk.module)))
    }
  })

  it('are modules that exist, one per page with a chunk, and the dashboard’s open tab beside its own', async () => {
    for (const row of pageTable) {
      for (const module of await chunkModules(row.page, '')) {
        await expect(import(/* @vite-ignore */ join(root, module))).resolves.toBeTruthy()
      }
    }
    expect(await chunkModules('home', '')).toEqual([])
    expect(await chunkModules('dashboard', '?tab=settings')).toEqual([
      'src/client/features/dashboard/dashboard-page.tsx',
      tabChunks.settings.module,
    ])
    expect(await chunkModules('not-found', '')).toEqual(['src/client/features/errors/not-found-page.tsx'])
  })
})
