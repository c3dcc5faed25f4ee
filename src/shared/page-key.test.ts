import { describe, expect, it } from 'vitest'
import { pageKey } from './page-key'
import { matchPage } from './routes'

const key = (url: string) => pageKey(url, matchPage(url.split('?')[0] ?? '/'))

describe('pageKey', () => {
  it('drops the query parameters a page does not read and keeps those it does', () => {
    expect(key('/terms?utm_source=news')).toBe('/terms')
    expect(key('/assessment?utm_source=news&step=3')).toBe('/assessment?step=3')
    expect(key('/blog')).toBe('/blog')
  })
})
