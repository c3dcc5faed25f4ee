const statusByCode = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  INVALID_CHARACTERS: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  INVALID_CODE: 401,
  FORBIDDEN: 403,
  CROSS_ORIGIN: 403,
  NOT_FOUND: 404,
  GONE: 410,
  CARD_DECLINED: 402,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const

export type AppErrorCode = keyof typeof statusByCode

export type AppErrorDetail = { path: string; message: string }

/** The one error type services throw; the error handler turns it into the JSON error shape. */
export class AppError extends Error {
  readonly code: AppErrorCode | (string & {})
  readonly statusCode: number
  readonly details?: AppErrorDetail[]
  readonly headers?: Record<string, string>

  constructor(
    code: AppErrorCode,
    message: string,
    options: { details?: AppErrorDetail[]; headers?: Record<string, string>; statusCode?: number } = {},
  ) {
    const statusCode = options.statusCode ?? statusByCode[code]
    // An answer to the client (4xx) is never logged with its stack: recording one is the costliest part
    // of an error, and a signed-out call answered 401 is as frequent as any request.
    const stackLimit = Error.stackTraceLimit
    if (statusCode < 500) Error.stackTraceLimit = 0
    super(message)
    Error.stackTraceLimit = stackLimit
    this.name = 'AppError'
    this.code = code
    this.statusCode = statusCode
    this.details = options.details
    this.headers = options.headers
  }
}

export const notFound = (what = 'Resource') => new AppError('NOT_FOUND', `${what} not found`)
