import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pageModules } from '@client/app/page-modules'
import type { PageId } from '@shared/routes'
import { projectRoot } from '../lib/project-root'

export const clientDir = join(projectRoot(), 'dist', 'client')
export const publicDir = join(projectRoot(), 'public')
const entryKey = 'src/client/entry-client.tsx'

type ManifestChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean }
type Manifest = Record<string, ManifestChunk>

/** Stylesheets written into the page itself: their text, and the files they come from. */
export type InlineStyles = { css: string; hrefs: string[] }

/** A page's own chunk and stylesheets, beyond the entry's. */
export type PageAssets = { styles: InlineStyles; preloads: string[] }

export type ClientAssets = {
  script: string | null
  styles: string[]
  preloads: string[]
  /** The page's own stylesheets, in the page (no request before the first paint). */
  inlineStyles?: InlineStyles
  /** By page (`not-found` for an unknown address); pages that ship with the entry have none. */
  pages?: Partial<Record<PageId | 'not-found', PageAssets>>
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
  const pages: ClientAssets['pages'] = {}
  for (const [page, module] of Object.entries(pageModules)) {
    if (!manifest[module]) continue
    const own = walk(manifest, module, shell.seen)
    const css = own.styles.map((href) => readFileSync(join(clientDir, href), 'utf8')).join('\n')
    pages[page as PageId] = { styles: { css, hrefs: own.styles }, preloads: own.files }
  }
  return {
    script: `/${entry.file}`,
    styles: shell.styles,
    preloads: shell.files.filter((file) => file !== `/${entry.file}`),
    pages,
  }
}

/**
 * The shell's assets plus the page's own. The shell's stylesheets are files every page shares (cached once);
 * the page's own, a few kilobytes, are written into the page, so no request stands before its first paint.
 */
export function assetsForPage(assets: ClientAssets, page: PageId | 'not-found'): ClientAssets {
  const own = assets.pages?.[page]
  if (!own) return assets
  return {
    script: assets.script,
    styles: assets.styles,
    preloads: [...assets.preloads, ...own.preloads],
    inlineStyles: own.styles,
  }
}
