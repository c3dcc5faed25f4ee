// Mantine's styles per component, imported beside the code that uses the component, so each chunk carries
// the CSS of the components it renders and the landing page gets only its own (instead of the whole
// `@mantine/core/styles.css`). Mantine ships one file per component (`@mantine/core/styles/<Name>.css`);
// which files a component needs is read from its code: every `<Name>.module.mjs` it reaches, itself and the
// components it renders (a Button needs UnstyledButton and Loader too).
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import type { Plugin } from 'vite'

const relativeImports = /(?:import|export)\s*(?:[^'"]*?\s+from\s*)?["'](\.{1,2}\/[^"']+)["']/g
const namedImports = /import\s*\{([^}]*)\}\s*from\s*["']@mantine\/(core|notifications|charts)["']/g

type Package = { dir: string; index: Map<string, string> }

/** Exported name → the module that defines it, from the package's ESM index. */
function readIndex(dir: string): Map<string, string> {
  const index = new Map<string, string>()
  const source = readFileSync(join(dir, 'esm', 'index.mjs'), 'utf8')
  for (const m of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*"(\.\/[^"]+)"/g)) {
    for (const name of (m[1] ?? '').split(',')) {
      const local = name.trim().split(/\s+as\s+/)[0]
      if (local) index.set(local, resolve(dir, 'esm', m[2] ?? ''))
    }
  }
  return index
}

export function mantineComponentCss(root: string): Plugin {
  const modulesDir = join(root, 'node_modules', '@mantine')
  const coreDir = join(modulesDir, 'core')
  const stylesDir = join(coreDir, 'styles')
  const packages: Record<string, Package> = {}
  const pkg = (name: string) => {
    packages[name] ??= { dir: join(modulesDir, name), index: readIndex(join(modulesDir, name)) }
    return packages[name]
  }
  // styles.css holds every component's file in the order Mantine layers them; imports keep that order.
  const whole = readFileSync(join(coreDir, 'styles.css'), 'utf8')
  const order = new Map<string, number>()
  for (const file of readdirSync(stylesDir)) {
    if (!file.endsWith('.css') || file.endsWith('.layer.css')) continue
    const text = readFileSync(join(stylesDir, file), 'utf8')
    order.set(file.slice(0, -4), whole.indexOf(text.slice(0, 200)))
  }

  const cssOfModule = new Map<string, Set<string>>()
  /** The core stylesheets a module needs: every `.module.mjs` it reaches, through Mantine's own imports too. */
  const stylesOf = (start: string): Set<string> => {
    const known = cssOfModule.get(start)
    if (known) return known
    const found = new Set<string>()
    const seen = new Set<string>([start])
    const queue = [start]
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      if (!existsSync(file)) continue
      const own = /\/([\w-]+)\.module\.mjs$/.exec(file)?.[1]
      if (own && order.has(own)) found.add(own)
      const source = readFileSync(file, 'utf8')
      const next = [...source.matchAll(relativeImports)].map((m) => resolve(dirname(file), m[1] ?? ''))
      for (const m of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*"@mantine\/core"/g)) {
        next.push(...filesOf('core', m[1] ?? ''))
      }
      for (const f of next) {
        if (!seen.has(f)) {
          seen.add(f)
          queue.push(f)
        }
      }
    }
    cssOfModule.set(start, found)
    return found
  }
  /** The modules defining the (value) names of an import list. */
  const filesOf = (packageName: string, names: string): string[] =>
    names
      .split(',')
      .map((raw) => raw.trim())
      .filter((raw) => raw && !raw.startsWith('type '))
      .map((raw) => pkg(packageName).index.get(raw.split(/\s+as\s+/)[0] ?? ''))
      .filter((file): file is string => file !== undefined)

  return {
    name: 'mantine-component-css',
    enforce: 'pre',
    transform(code, id) {
      if (!id.startsWith(join(root, 'src')) || !/\.tsx?$/.test(id) || !code.includes('@mantine/')) return
      const core = new Set<string>()
      const packageSheets = new Set<string>()
      for (const m of code.matchAll(namedImports)) {
        const packageName = m[2] ?? 'core'
        for (const file of filesOf(packageName, m[1] ?? '')) {
          for (const name of stylesOf(file)) core.add(name)
          // The package's own stylesheet comes with any of its components (not with its store or hooks).
          if (packageName !== 'core' && /\/[A-Z]\w*\.mjs$/.test(file)) {
            packageSheets.add(`@mantine/${packageName}/styles.css`)
          }
        }
      }
      if (core.size === 0 && packageSheets.size === 0) return
      const sheets = [...core]
        .sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0))
        .map((name) => `@mantine/core/styles/${name}.css`)
      const imports = [...sheets, ...packageSheets].map((sheet) => `import '${sheet}';`).join('')
      return { code: imports + code, map: null }
    },
  }
}
