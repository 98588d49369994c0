// Rendering for the drafts feature's component tests, without extra libraries: React's act() and
// happy-dom are enough for what these screens do.
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useRouterState,
} from '@tanstack/react-router'
import { act, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

export interface Rendered {
  container: HTMLElement
  rerender(ui: ReactNode): Promise<void>
  unmount(): Promise<void>
}

const mounted = new Set<Rendered>()

export async function render(ui: ReactNode): Promise<Rendered> {
  const container = document.createElement('div')
  document.body.append(container)
  let root!: Root
  await act(async () => {
    root = createRoot(container)
    root.render(ui)
  })
  const rendered: Rendered = {
    container,
    rerender: (next) => act(async () => root.render(next)),
    unmount: async () => {
      mounted.delete(rendered)
      await act(async () => root.unmount())
      container.remove()
    },
  }
  mounted.add(rendered)
  return rendered
}

/** Unmounts whatever the test left on screen. */
export async function cleanup() {
  for (const rendered of [...mounted]) await rendered.unmount()
}

export async function click(element: Element | null | undefined) {
  if (!element) throw new Error('nothing to click')
  await act(async () => {
    ;(element as HTMLElement).click()
  })
}

/** Lets pending promises (IndexedDB reads, state updates) settle inside act(). */
export async function settle(ms = 0) {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms))
  })
}

export function buttonByName(container: ParentNode, name: string | RegExp): HTMLButtonElement | undefined {
  return [...container.querySelectorAll('button')].find((button) => {
    const label = button.getAttribute('aria-label') ?? button.textContent ?? ''
    return typeof name === 'string' ? label.trim() === name : name.test(label)
  })
}

function Location() {
  const href = useRouterState({ select: (state) => state.location.href })
  return <output data-testid="location">{href}</output>
}

/**
 * Renders `ui` at `path` inside a real router with stand-ins for the screens it links to; the
 * current address shows in [data-testid=location].
 */
export async function renderInRouter(ui: () => ReactNode, path: string) {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <Outlet />
        <Location />
      </>
    ),
  })
  const page = createRoute({ getParentRoute: () => rootRoute, path, component: ui })
  const apply = createRoute({
    getParentRoute: () => rootRoute,
    path: '/Apply',
    component: () => <p>Apply page</p>,
  })
  const preview = createRoute({
    getParentRoute: () => rootRoute,
    path: '/Preview/$id',
    component: () => <p>Preview page</p>,
  })
  const router = createRouter({
    routeTree: rootRoute.addChildren([page, apply, preview]),
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  const rendered = await render(<RouterProvider router={router as never} />)
  await settle()
  return {
    ...rendered,
    location: () => rendered.container.querySelector('[data-testid=location]')?.textContent ?? '',
  }
}
