import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { terminalStream } from './logging'

describe('the terminal log destination', () => {
  it('writes each line, formatted, before returning', () => {
    const dir = mkdtempSync(join(tmpdir(), 'terminal-stream-'))
    const file = join(dir, 'out')
    const fd = openSync(file, 'w')
    try {
      const stream = terminalStream(fd, (line) => `> ${line}`)
      stream.write('{"msg":"one"}\n')
      stream.write('{"msg":"two"}\n')
      expect(readFileSync(file, 'utf8')).toBe('> {"msg":"one"}\n> {"msg":"two"}\n')
    } finally {
      closeSync(fd)
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('drops lines once no one can read them, instead of failing the caller', () => {
    // A descriptor that is not open (EBADF), as a terminal's is once it has gone (EIO).
    const stream = terminalStream(999_999)
    expect(() => stream.write('{"msg":"lost"}\n')).not.toThrow()
    expect(() => stream.write('{"msg":"lost too"}\n')).not.toThrow()
  })
})
