/** The unfinished assessment this browser was last working on, so it can be resumed from the start page. */
const KEY = 'pm-assessment-in-progress'

export const rememberInProgress = (id: string) => {
  try {
    localStorage.setItem(KEY, id)
  } catch {
    // storage refused (private mode): resuming is a convenience only
  }
}

export const forgetInProgress = () => {
  try {
    localStorage.removeItem(KEY)
  } catch {
    // see above
  }
}

export const inProgressId = (): string | null => {
  try {
    return localStorage.getItem(KEY)
  } catch {
    return null
  }
}
