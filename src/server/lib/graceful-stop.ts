import { closeSync } from 'node:fs'
import { isatty } from 'node:tty'

// How the server stops: on SIGINT (Ctrl-C), SIGTERM (a supervisor) or SIGHUP (its terminal closed), or
// after an error nothing caught. Only these are listened to: a fault (SIGSEGV, SIGBUS, SIGILL, SIGFPE)
// handed to a JavaScript listener can never be handled, since the faulting instruction runs again as soon
// as the handler returns; the process would spin at 100% CPU and answer no later signal but SIGKILL.

export const stopSignals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const
export type StopSignal = (typeof stopSignals)[number]

/** The standard streams that were terminals when the process started. */
const terminalsAtStart = [0, 1, 2].filter((fd) => isatty(fd))

/**
 * Closes each standard stream whose terminal has gone away (it was a terminal at start and is not one any
 * more: a hung-up terminal answers every terminal request with EIO). Node before 24 restores the
 * terminal's settings after `exit()` and aborts when that fails; the abort crashes once the JavaScript
 * engine is gone, and that crash loops forever while anything listens to SIGSEGV (nodejs/node#51519). A
 * closed descriptor is skipped there. A terminal that is still there is kept, so the last lines reach it.
 */
export function releaseLostTerminal() {
  for (const fd of terminalsAtStart) {
    if (isatty(fd)) continue
    try {
      closeSync(fd)
    } catch {
      // already closed
    }
  }
}

/** Exits with `code`, first letting go of a terminal that has gone away (see releaseLostTerminal). */
export function exitProcess(code: number): never {
  // Registered now, it runs after every other exit listener (the logger's last flush among them).
  process.on('exit', releaseLostTerminal)
  return process.exit(code)
}

type Log = {
  info: (obj: object, msg: string) => void
  error: (obj: object, msg: string) => void
}

export type StopOptions = {
  /** How long the stop may take before the process exits anyway. */
  graceMs: number
  /**
   * Ctrl-C pressed again this long after the stop began stops at once. Any other signal while stopping
   * is the same request arriving again and is ignored: a terminal signals its whole process group, so
   * `npm start`'s launcher and the server both get one Ctrl-C, and closing the terminal sends SIGHUP.
   */
  repeatMs?: number
  log: Log
  /** Closes everything; the process exits 0 when it resolves. */
  close: () => Promise<void>
  /** What is still open, described for the log line of a stop that did not finish. */
  stillOpen: () => Promise<string[]> | string[]
  /** Told when the stop begins (the launcher is told, so it does not send the signal again). */
  onStopping?: (cause: { signal?: StopSignal; error?: boolean }) => void
}

/** Installs the stop: the first signal (or uncaught error) closes gracefully within `graceMs`. */
export function installGracefulStop(options: StopOptions) {
  const repeatMs = options.repeatMs ?? 2_000
  let startedAt = 0

  const stopNow = async (why: string) => {
    let open: string[] = []
    try {
      open = await Promise.race([
        Promise.resolve(options.stillOpen()),
        new Promise<string[]>((resolve) => setTimeout(() => resolve(['(could not tell)']), 500).unref()),
      ])
    } catch {
      open = ['(could not tell)']
    }
    options.log.error(
      { stillOpen: open },
      `${why}; exiting with ${open.length ? `still open: ${open.join(', ')}` : 'nothing left open'}`,
    )
    exitProcess(1)
  }

  const begin = (cause: { signal?: StopSignal; err?: unknown }) => {
    startedAt = Date.now()
    options.onStopping?.(cause.signal ? { signal: cause.signal } : { error: true })
    if (cause.err) options.log.error({ err: cause.err }, 'shutting down after an error')
    else options.log.info({ signal: cause.signal }, 'shutting down')
    const timer = setTimeout(
      () => void stopNow(`the stop did not finish within ${options.graceMs / 1000} s`),
      options.graceMs,
    )
    options.close().then(
      () => {
        clearTimeout(timer)
        options.log.info({}, 'stopped')
        exitProcess(cause.err ? 1 : 0)
      },
      (err: unknown) => {
        clearTimeout(timer)
        options.log.error({ err }, 'the stop failed')
        exitProcess(1)
      },
    )
  }

  const onSignal = (signal: StopSignal) => {
    if (!startedAt) return begin({ signal })
    if (signal !== 'SIGINT' || Date.now() - startedAt < repeatMs) return
    void stopNow('Ctrl-C (SIGINT) again while stopping')
  }
  const onError = (err: unknown) => {
    if (!startedAt) return begin({ err })
    options.log.error({ err }, 'an error while stopping')
    void stopNow('an error while stopping')
  }

  for (const signal of stopSignals) process.on(signal, onSignal)
  process.on('uncaughtException', onError)
  process.on('unhandledRejection', onError)
}
