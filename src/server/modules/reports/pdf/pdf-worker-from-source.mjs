// The PDF worker's entry when the server runs from source (`npm run dev`, tests): loads its TypeScript through tsx.
import { tsImport } from 'tsx/esm/api'

await tsImport('./pdf-worker.ts', import.meta.url)
