import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { mantineComponentCss } from './scripts/lib/mantine-component-css.ts'

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url))

export const alias = {
  '@shared': here('./src/shared'),
  '@server': here('./src/server'),
  '@client': here('./src/client'),
  '@tests': here('./tests'),
}

/**
 * Writes `.vite/chunk-modules.json` beside the manifest: the source modules each chunk holds, so the bench
 * can check what the landing page loads (`scripts/lib/landing-bundle.mjs`).
 */
const chunkModules = (): Plugin => ({
  name: 'chunk-modules',
  apply: 'build',
  generateBundle(_options, bundle) {
    const root = here('.')
    const modules: Record<string, string[]> = {}
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk') continue
      modules[chunk.fileName] = chunk.moduleIds
        .filter((id) => id.startsWith(root))
        .map((id) => id.slice(root.length).replace(/^\//, ''))
    }
    this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(modules) })
  },
})

/**
 * The libraries every page runs (React, Mantine's provider, styles and box, a few hooks), put in
 * one chunk: left to itself the bundler splits them into many small files, because lazy pages import them too,
 * and every file costs the first page its own request and compresses on its own. Only modules the landing page
 * already loads are listed (three of those folders' files serve lazy pages only, and stay with them).
 */
const shellModules = new RegExp(
  [
    String.raw`node_modules[\\/](react|react-dom|scheduler|clsx)[\\/]`,
    String.raw`@mantine[\\/]core[\\/]esm[\\/]core[\\/](Box|MantineProvider|styles-api|factory|InlineStyles|utils[\\/]get-size)[\\/]`,
    String.raw`@mantine[\\/]hooks[\\/]esm[\\/](utils[\\/]random-id|use-did-update|use-reduced-motion)[\\/]`,
    String.raw`@mantine[\\/](store[\\/]esm[\\/]store|notifications[\\/]esm[\\/]notifications\.store)\.mjs$`,
    // The app's and the bundler's modules that the shell shares with the pages (the fetch helper, the user's query key, the chunk preloader).
    String.raw`src[\\/](client[\\/]lib[\\/]api-client|shared[\\/]auth[\\/]user-query-key)\.ts$`,
    String.raw`vite[\\/]preload-helper`,
  ].join('|'),
)
const pageOnly = /(use-computed-color-scheme|get-style-object|use-resolved-styles-api)\.mjs$/
const isShellModule = (id: string) => shellModules.test(id) && !pageOnly.test(id)

const reactRouterProduction = here('./node_modules/react-router/dist/production/index.mjs')

/** Libraries the browser alone needs, bundled into the server build so a production install omits them. */
const browserOnly = ['@stripe/stripe-js', '@stripe/react-stripe-js', 'prop-types', '@tabler/icons-react']
/** Mantine, what its components import (the server's own imports stay its dependencies) and date-fns. */
const boundWithMantine = [
  'date-fns',
  /^@mantine\//,
  /^@floating-ui\//,
  'clsx',
  'fast-deep-equal',
  'klona',
  'react-number-format',
  /^react-remove-scroll/,
  'react-style-singleton',
  'use-callback-ref',
  'use-sidecar',
  'get-nonce',
  'detect-node-es',
  'tabbable',
  'react-transition-group',
  'dom-helpers',
  /^@babel\/runtime/,
  'tslib',
]

// Client bundle: one entry, a manifest the server reads to emit asset tags.
// The server bundle is built from the same config with `--ssr` (see scripts/build.mjs).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild ? [react()] : [mantineComponentCss(here('.')), react(), chunkModules()],
  // React Router's package points every condition at its development build, which keeps its warnings;
  // the browser bundle takes the production build (the same code with the warnings off).
  resolve: isSsrBuild ? { alias } : { alias: { ...alias, 'react-router': reactRouterProduction } },
  publicDir: 'public',
  // Browser-only libraries are bundled into the server build too, so a production install omits them. So are
  // the icon set, Mantine and date-fns: bundled, the server holds only the icons, components and functions the
  // pages use (their package indexes load all of them: about 10 MB of heap for the icons, 9 MB for Mantine,
  // 3 MB for date-fns, in the PDF worker too). Mantine's packages are bundled together (one React context).
  // The development server loads Mantine and what it imports as packages: its module runner cannot run their
  // CommonJS dependencies inline (`require is not defined`).
  ssr: { noExternal: isSsrBuild ? [...browserOnly, ...boundWithMantine] : browserOnly },
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        emptyOutDir: true,
        target: 'node20',
        // The PDF worker is an entry of its own: worker threads load it by file (dist/server/pdf-worker.js).
        rollupOptions: {
          input: {
            main: here('./src/server/main.ts'),
            'pdf-worker': here('./src/server/modules/reports/pdf/pdf-worker.ts'),
          },
          // Documentation comments are left out: the server holds every module's source in memory, and the
          // bundled libraries' examples would read as imports of packages the server does not load.
          output: { comments: { legal: true, annotation: true, jsdoc: false } },
        },
      }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        assetsDir: 'assets',
        // A lazy chunk's stylesheets are linked before it renders (no flash of unstyled content); its scripts
        // load through its own imports. Listing them too would put every chunk's name in the first page's
        // script. Browsers that run this app all support modulepreload: no polyfill.
        modulePreload: {
          polyfill: false,
          resolveDependencies: (_file: string, deps: string[]) => deps.filter((dep) => dep.endsWith('.css')),
        },
        rolldownOptions: {
          input: here('./src/client/entry-client.tsx'),
          output: {
            // zod is one chunk, loaded by the first page or fetcher that parses (its configuration, no eval
            // under the CSP, is set by the entry before it loads: src/client/lib/zod-config.ts). The shell's
            // libraries are another.
            codeSplitting: {
              groups: [
                { name: 'schemas', test: /node_modules[\\/]zod[\\/]/ },
                { name: 'shell', test: isShellModule },
                // TanStack Query, in one file that the first page using queries brings.
                { name: 'queries', test: /node_modules[\\/]@tanstack[\\/]/ },
              ],
            },
          },
        },
      },
}))
