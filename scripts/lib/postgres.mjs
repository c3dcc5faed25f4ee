// Starts (initialising on first use) a throwaway PostgreSQL 15 cluster for tests, listening on loopback only.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { ensurePostgres } from './system-deps.mjs'

const isRoot = () => process.getuid?.() === 0

function run(bin, args, options = {}) {
  const command = isRoot() ? 'runuser' : bin
  const argv = isRoot() ? ['-u', 'postgres', '--', bin, ...args] : args
  return execFileSync(command, argv, { stdio: options.stdio ?? 'pipe', timeout: 60_000, encoding: 'utf8' })
}

function own(path) {
  if (isRoot()) execFileSync('chown', ['-R', 'postgres:postgres', path])
}

/**
 * Starts a cluster in `dir` on `port` and returns its connection string (user app, password app,
 * database app). Idempotent: an already running cluster is reused.
 */
export function startPostgres({ dir, port }) {
  const bin = ensurePostgres()
  const data = join(dir, 'data')
  const sock = join(dir, 'sock')
  if (!existsSync(join(data, 'PG_VERSION'))) {
    rmSync(dir, { recursive: true, force: true })
    mkdirSync(data, { recursive: true, mode: 0o700 })
    const pwfile = join(dir, 'pwfile')
    writeFileSync(pwfile, 'app\n')
    own(dir)
    run(join(bin, 'initdb'), [
      '-D',
      data,
      '-U',
      'app',
      `--pwfile=${pwfile}`,
      '--auth-local=trust',
      '--auth-host=scram-sha-256',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
    ])
    rmSync(pwfile)
  }
  mkdirSync(sock, { recursive: true })
  own(sock)
  const status = (() => {
    try {
      run(join(bin, 'pg_ctl'), ['-D', data, 'status'])
      return 'running'
    } catch {
      return 'stopped'
    }
  })()
  if (status !== 'running') {
    run(join(bin, 'pg_ctl'), [
      '-D',
      data,
      '-l',
      join(dir, 'server.log'),
      '-w',
      '-t',
      '30',
      '-o',
      `-c listen_addresses=127.0.0.1 -p ${port} -c unix_socket_directories=${sock} -c max_connections=200 -c fsync=off`,
      'start',
    ])
  }
  const exists = run(join(bin, 'psql'), [
    '-h',
    sock,
    '-p',
    String(port),
    '-U',
    'app',
    '-d',
    'postgres',
    '-tAc',
    "select 1 from pg_database where datname = 'app'",
  ]).trim()
  if (exists !== '1') run(join(bin, 'createdb'), ['-h', sock, '-p', String(port), '-U', 'app', 'app'])
  return `postgres://app:app@127.0.0.1:${port}/app`
}

export function stopPostgres({ dir, mode = 'fast' }) {
  const bin = ensurePostgres()
  const data = join(dir, 'data')
  if (!existsSync(join(data, 'PG_VERSION'))) return
  try {
    run(join(bin, 'pg_ctl'), ['-D', data, '-m', mode, '-w', '-t', '30', 'stop'])
  } catch {
    // already stopped
  }
}
