import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { InstallButton } from './install-button'

afterEach(() => {
  cleanup()
})

function offerInstall() {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => {}),
    userChoice: Promise.resolve({ outcome: 'accepted' as const }),
  })
  act(() => {
    window.dispatchEvent(event)
  })
  return event
}

describe('InstallButton', () => {
  it('is hidden while the browser offers no installation', () => {
    const { container } = render(<InstallButton />)
    expect(container.innerHTML).toBe('')
  })

  it('appears when the browser offers installation and shows the browser’s prompt once', async () => {
    const user = userEvent.setup()
    render(<InstallButton />)
    const event = offerInstall()
    expect(event.defaultPrevented).toBe(true)
    await user.click(screen.getByRole('button', { name: 'Install the app' }))
    expect(event.prompt).toHaveBeenCalledOnce()
    await waitFor(() => expect(screen.queryByRole('button')).toBeNull())
  })

  it('disappears once the app is installed', () => {
    render(<InstallButton />)
    offerInstall()
    expect(screen.getByRole('button', { name: 'Install the app' })).toBeDefined()
    act(() => {
      window.dispatchEvent(new Event('appinstalled'))
    })
    expect(screen.queryByRole('button')).toBeNull()
  })
})
