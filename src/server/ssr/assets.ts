import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { projectRoot } from '../lib/project-root'

export const clientDir = join(projectRoot(), 'dist', 'client')
export const publicDir = join(projectRoot(), 'public')
const entryKey = 'src/client/entry-client.tsx'

type ManifestChunk = {
  file: string
  css?: string[]
  imports?: string[]
  isEntry?: boolean
  isDynamicEntry?: boolean
}
type Manifest = Record<string, ManifestChunk>

/** Stylesheets written into the page itself: their text, and the files they come from. */
export type InlineStyles = { css: string; hrefs: string[] }

/** A lazily loaded chunk's stylesheets beyond the entry's (a page's, a dashboard tab's). */
export type ChunkAssets = { styles: Array<{ href: string; css: string }> }

export type ClientAssets = {
  script: string | null
  styles: string[]
  /** The entry's own imports (the shell), hinted so that they load beside the entry. */
  preloads: string[]
  /** The page's own stylesheets, in the page (no request before the first paint). */
  inlineStyles?: InlineStyles
  /** By source module, for every lazily loaded chunk (pages, dashboard tabs). */
  chunks?: Record<string, ChunkAssets>
}

/** The chunks a chunk loads statically, itself included, dependencies first; and their stylesheets. */
function walk(manifest: Manifest, key: string, skip: Set<string>) {
  const files: string[] = []
  const styles: string[] = []
  const seen = new Set<string>()
  const visit = (k: string) => {
    const chunk = manifest[k]
    if (seen.has(k) || skip.has(k) || !chunk) return
    seen.add(k)
    for (const next of chunk.imports ?? []) visit(next)
    files.push(`/${chunk.file}`)
    for (const css of chunk.css ?? []) if (!styles.includes(`/${css}`)) styles.push(`/${css}`)
  }
  visit(key)
  return { files, styles, seen }
}

/** Asset tags for the page shell, read once from Vite's manifest (none before the first build). */
export function loadClientAssets(): ClientAssets {
  const manifestPath = join(clientDir, '.vite', 'manifest.json')
  if (!existsSync(manifestPath)) return { script: null, styles: [], preloads: [] }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest
  const entry = manifest[entryKey]
  if (!entry) return { script: null, styles: [], preloads: [] }
  const shell = walk(manifest, entryKey, new Set())
  const chunks: Record<string, ChunkAssets> = {}
  for (const [module, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry) continue
    const own = walk(manifest, module, shell.seen)
    const styles = own.styles.map((href) => ({ href, css: readFileSync(join(clientDir, href), 'utf8') }))
    chunks[module] = { styles }
  }
  return {
    script: `/${entry.file}`,
    styles: shell.styles,
    preloads: shell.files.filter((file) => file !== `/${entry.file}`),
    chunks,
  }
}

/**
 * The shell's assets plus the stylesheets of the chunks a page renders first (`modules`, by source module: its
 * own and, when its address opens a part in its own chunk, the dashboard's tab, that part's). The shell's stylesheets are files every page shares (cached once); the page's
 * own, a few kilobytes, are written into the page, so no request stands before its first paint. The page's
 * scripts are not hinted: the entry loads them before hydrating, so they do not compete with the first paint
 * for the connection (ADR 034).
 */
export function assetsForPage(assets: ClientAssets, modules: readonly string[]): ClientAssets {
  const own = modules.flatMap((module) => assets.chunks?.[module] ?? [])
  if (own.length === 0) return assets
  const styles = new Map<string, string>()
  for (const chunk of own)
    for (const { href, css } of chunk.styles) if (!styles.has(href)) styles.set(href, css)
  return {
    script: assets.script,
    styles: assets.styles,
    preloads: assets.preloads,
    inlineStyles: { css: [...styles.values()].join('\n'), hrefs: [...styles.keys()] },
  }
}
