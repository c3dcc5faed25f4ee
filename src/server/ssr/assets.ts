import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { projectRoot } from '../lib/project-root'

export const clientDir = join(projectRoot(), 'dist', 'client')
export const publicDir = join(projectRoot(), 'public')
const entryKey = 'src/client/entry-client.tsx'

type ManifestChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean }

export type ClientAssets = { script: string | null; styles: string[]; preloads: string[] }

/** Asset tags for the page shell, read once from Vite's manifest (none before the first build). */
export function loadClientAssets(): ClientAssets {
  const manifestPath = join(clientDir, '.vite', 'manifest.json')
  if (!existsSync(manifestPath)) return { script: null, styles: [], preloads: [] }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>
  const entry = manifest[entryKey]
  if (!entry) return { script: null, styles: [], preloads: [] }
  const styles = new Set(entry.css ?? [])
  const preloads: string[] = []
  for (const key of entry.imports ?? []) {
    const chunk = manifest[key]
    if (!chunk) continue
    preloads.push(`/${chunk.file}`)
    for (const css of chunk.css ?? []) styles.add(css)
  }
  return { script: `/${entry.file}`, styles: [...styles].map((f) => `/${f}`), preloads }
}
