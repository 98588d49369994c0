import { afterEach, describe, expect, it, vi } from 'vitest'
import { buttonByName, cleanup, click, render, settle } from '../../lib/testing-react'
import { InstallButton } from './install-button'

afterEach(async () => {
  await cleanup()
})

function offerInstall() {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => {}),
    userChoice: Promise.resolve({ outcome: 'accepted' as const }),
  })
  window.dispatchEvent(event)
  return event
}

describe('InstallButton', () => {
  it('is hidden while the browser offers no installation', async () => {
    const { container } = await render(<InstallButton />)
    expect(container.innerHTML).toBe('')
  })

  it('appears when the browser offers installation and shows the browser’s prompt once', async () => {
    const { container } = await render(<InstallButton />)
    const event = offerInstall()
    await settle()
    expect(event.defaultPrevented).toBe(true)
    await click(buttonByName(container, 'Install the app'))
    expect(event.prompt).toHaveBeenCalledOnce()
    await settle()
    expect(container.innerHTML).toBe('')
  })

  it('disappears once the app is installed', async () => {
    const { container } = await render(<InstallButton />)
    offerInstall()
    await settle()
    expect(buttonByName(container, 'Install the app')).toBeDefined()
    window.dispatchEvent(new Event('appinstalled'))
    await settle()
    expect(container.innerHTML).toBe('')
  })
})
