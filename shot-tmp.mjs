import { chromium } from '@playwright/test'
const [url, out, width, full] = process.argv.slice(2)
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
const page = await browser.newPage({ viewport: { width: Number(width), height: 1100 } })
await page.goto(url, { waitUntil: 'networkidle' })
await page.waitForTimeout(1000)
await page.screenshot({ path: out, fullPage: full === 'full' })
await browser.close()
