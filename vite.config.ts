import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url))

export const alias = {
  '@shared': here('./src/shared'),
  '@server': here('./src/server'),
  '@client': here('./src/client'),
  '@tests': here('./tests'),
}

// Client bundle: one entry, a manifest the server reads to emit asset tags.
// The server bundle is built from the same config with `--ssr` (see scripts/build.mjs).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  resolve: { alias },
  publicDir: 'public',
  // Browser-only libraries are bundled into the server build too, so a production install omits them.
  ssr: { noExternal: ['@stripe/stripe-js', '@stripe/react-stripe-js', 'prop-types'] },
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        emptyOutDir: true,
        target: 'node20',
        rollupOptions: { input: { main: here('./src/server/main.ts') } },
      }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        assetsDir: 'assets',
        rollupOptions: { input: here('./src/client/entry-client.tsx') },
      },
}))
