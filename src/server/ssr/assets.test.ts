import { describe, expect, it } from 'vitest'
import { assetsForPage, type ClientAssets } from './assets'

const dashboard = 'src/client/features/dashboard/dashboard-page.tsx'
const settings = 'src/client/features/dashboard/tabs/account-settings-tab.tsx'
const reports = 'src/client/features/dashboard/tabs/reports-tab.tsx'

const assets: ClientAssets = {
  script: '/assets/entry.js',
  styles: ['/assets/entry.css'],
  preloads: ['/assets/react.js'],
  chunks: {
    [dashboard]: { styles: [{ href: '/assets/Input.css', css: '.input{}' }] },
    [settings]: {
      styles: [
        { href: '/assets/Input.css', css: '.input{}' },
        { href: '/assets/Card.css', css: '.card{}' },
      ],
    },
    [reports]: { styles: [{ href: '/assets/Table.css', css: '.table{}' }] },
  },
}

describe('the assets a page links', () => {
  it('adds the styles of the dashboard tab the address opens with, each once, after the page’s own', () => {
    const page = assetsForPage(assets, [dashboard, settings])
    expect(page.inlineStyles).toEqual({
      css: '.input{}\n.card{}',
      hrefs: ['/assets/Input.css', '/assets/Card.css'],
    })
    expect(page.styles).toEqual(['/assets/entry.css'])
  })

  it('hints only the shell’s scripts: the page’s own load after the first paint has its connection', () => {
    const page = assetsForPage(assets, [dashboard, settings])
    expect(page.preloads).toEqual(['/assets/react.js'])
  })

  it('writes each of the chunks’ stylesheets once, in the order the chunks come', () => {
    const page = assetsForPage(assets, [dashboard, reports])
    expect(page.inlineStyles?.hrefs).toEqual(['/assets/Input.css', '/assets/Table.css'])
  })

  it('leaves a page without its own chunk as the shell', () => {
    expect(assetsForPage(assets, [])).toBe(assets)
  })
})
