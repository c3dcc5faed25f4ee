import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import { alias } from './vite.config.ts'

const include = ['src/**/*.test.ts', 'src/**/*.test.tsx', 'tests/**/*.test.ts']
/**
 * Files that run in a process of their own: one that replaces a module with `vi.mock` and one that checks
 * what a module does to zod loaded after it (a shared process hands them the modules an earlier file
 * loaded), and one that sheds load on the real event loop's delay (a shared process's larger heap collects
 * in longer pauses).
 */
const ownProcess = [
  'tests/api/security/anonymous-hashing.test.ts',
  'src/client/lib/zod-config.test.ts',
  'tests/api/security/load-protection.test.ts',
]

export default defineConfig({
  resolve: { alias },
  test: {
    environment: 'node',
    setupFiles: ['tests/setup/fail-on-console.ts'],
    globalSetup: ['tests/setup/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // One test file per core: a file's work (the app, PGlite inside the worker) runs on one thread and the
    // runner's own process is nearly idle. Vitest's default leaves a core free, one worker on two cores.
    maxWorkers: availableParallelism(),
    // Transformed modules are kept on disk (node_modules/.experimental-vitest-cache, keyed by each file’s
    // content and the configuration): the PostgreSQL step reuses what the PGlite step transformed, and a
    // second run what the first did. No plugin here reads other files, which is what could leave it stale.
    experimental: { fsModuleCache: true },
    projects: [
      // Test files share a worker process and what it has loaded (the app's modules, React and the pages,
      // PGlite's compiled WebAssembly and one PGlite database), so a file pays only for its own app and for
      // resetting that database to the golden image (tests/setup/test-db.ts, tests/helpers/test-app.ts).
      { extends: true, test: { name: 'shared', include, exclude: ownProcess, isolate: false } },
      { extends: true, test: { name: 'own-process', include: ownProcess } },
    ],
  },
})
