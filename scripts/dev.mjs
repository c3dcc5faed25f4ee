// `npm run dev`: the server from source, restarted when server code changes (tsx watch), with Vite inside
// it serving the browser code: an edited component updates in the open browser without a restart.
import { spawn } from 'node:child_process'
import { join } from 'node:path'

const tsx = join(process.cwd(), 'node_modules', '.bin', 'tsx')
const server = spawn(
  tsx,
  ['watch', '--clear-screen=false', '--exclude', 'src/client/**', join('src', 'server', 'main.ts')],
  {
    stdio: 'inherit',
    env: { NODE_ENV: 'development', ...process.env, DEV_SERVER: 'true' },
  },
)
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
