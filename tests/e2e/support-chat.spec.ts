import { unique } from './blog-helpers'
import { openAdminSection, shoot } from './content-helpers'
import { expect, registerViaApi, test, waitForHydration } from './fixtures'
import { waitForMail } from './mailbox'

test('a visitor writes in the chat widget, the admin replies, the visitor sees the reply on return', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto('/')
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Open support chat' }).click()
  const chat = page.getByRole('dialog', { name: 'Chat with support' })
  await expect(chat).toBeVisible()
  const name = unique('Visitor')
  const email = `${unique('chat')}@example.com`
  await chat.getByLabel('Name').fill(name)
  await chat.getByLabel('Email').fill(email)
  await chat.getByLabel('Message').fill('<img src=x onerror=alert(1)> Do you compare Clover?')
  await chat.getByRole('button', { name: 'Send' }).click()
  await expect(chat.getByText('<img src=x onerror=alert(1)> Do you compare Clover?')).toBeVisible()
  await shoot(page, 'chat-visitor-sent', { fullPage: false })
  await chat.getByRole('button', { name: 'Close' }).click()

  const admin = await browser.newPage()
  await openAdminSection(admin, 'support', baseURL)
  await expect(admin.locator('#main-content').getByRole('heading', { name: 'Support' })).toBeVisible()
  const item = admin.getByRole('navigation', { name: 'Conversations' }).getByText(name)
  await expect(admin.getByLabel('1 unread').first()).toBeVisible()
  await item.click()
  await expect(admin.getByText('Platform: web')).toBeVisible()
  await expect(admin.getByText('page: /')).toBeVisible()
  await admin.getByLabel('Reply').fill('Yes, Clover is in the catalogue.')
  await admin.getByRole('button', { name: 'Send Reply' }).click()
  await expect(admin.getByText('Reply Sent', { exact: true })).toBeVisible()
  await shoot(admin, 'support-admin')
  await admin.close()

  await waitForMail(email, /Yes, Clover is in the catalogue\./)
  await page.reload()
  await waitForHydration(page)
  await expect(page.getByLabel('1 new replies')).toBeVisible()
  await page.getByRole('button', { name: 'Open support chat' }).click()
  await expect(chat.getByText('Yes, Clover is in the catalogue.')).toBeVisible()
  await shoot(page, 'chat-visitor-reply', { fullPage: false })
})

test('the widget is hidden in embed mode unless the host asks for it, and in the admin console', async ({
  page,
  baseURL,
}) => {
  await page.goto('/embed')
  await waitForHydration(page)
  await expect(page.getByRole('button', { name: 'Open support chat' })).toBeHidden()
  await page.evaluate(() => window.ProcessorMatchChat?.show())
  await expect(page.getByRole('button', { name: 'Open support chat' })).toBeVisible()
  await page.evaluate(() => window.ProcessorMatchChat?.open())
  await expect(page.getByRole('dialog', { name: 'Chat with support' })).toBeVisible()
  await page.evaluate(() => window.ProcessorMatchChat?.hide())
  await expect(page.getByRole('dialog', { name: 'Chat with support' })).toBeHidden()
  await openAdminSection(page, 'cache', baseURL)
  await expect(page.getByRole('button', { name: 'Open support chat' })).toBeHidden()
})

test('on the dashboard the widget knows the signed-in user', async ({ page }) => {
  const user = await registerViaApi(page)
  await page.goto('/dashboard')
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Open support chat' }).click()
  const chat = page.getByRole('dialog', { name: 'Chat with support' })
  await expect(chat.getByLabel('Name')).toHaveValue(user.username)
  await expect(chat.getByLabel('Email')).toHaveValue(user.email)
  await shoot(page, 'chat-dashboard', { fullPage: false })
})

test('a visitor without a conversation gets the button alone: the widget and the query library load when the chat opens', async ({
  page,
}) => {
  const scripts: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname)
  })
  await page.goto('/')
  await waitForHydration(page)
  const button = page.getByRole('button', { name: 'Open support chat' })
  await expect(button).toBeVisible()
  await page.waitForLoadState('networkidle')
  const loadedBeforeOpening = (part: string) => scripts.filter((path) => path.includes(part))
  expect(loadedBeforeOpening('/queries-')).toEqual([])
  expect(loadedBeforeOpening('/support-chat-widget-')).toEqual([])
  await button.click()
  await expect(page.getByRole('dialog', { name: 'Chat with support' })).toBeVisible()
  expect(loadedBeforeOpening('/queries-').length).toBe(1)
})
