/**
 * The application's one source of the time (`AppDeps.now`): rate-limit windows, session idle limits, token,
 * report and cache lifetimes, job scheduling and back-off all ask it. Production reads the system clock;
 * a test passes its own clock to hold time still or move it forward.
 */
export type Clock = () => Date

export const systemClock: Clock = () => new Date()

/**
 * The clock in milliseconds, for code that counts in numbers on every request (the caches' re-check):
 * the system clock as `Date.now` itself, so production allocates nothing for it.
 */
export const millisecondsOf = (now: Clock): (() => number) =>
  now === systemClock ? Date.now : () => now().getTime()
