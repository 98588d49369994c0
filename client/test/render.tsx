// Rendering for the client's component tests: Testing Library renders inside React's act() and
// user-event acts as a traveller does; this adds what our screens need around them.
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useRouterState,
} from '@tanstack/react-router'
import { act, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'

/**
 * Lets time pass inside act(), so what it sets off (timers, IndexedDB answers, the state they
 * update) settles before the test looks.
 */
export async function settle(ms = 0): Promise<void> {
  await act(() => new Promise((resolve) => setTimeout(resolve, ms)))
}

function Location() {
  const href = useRouterState({ select: (state) => state.location.href })
  // Not part of any screen, so not among what the tests find by role.
  return <span data-testid="location">{href}</span>
}

/**
 * Renders `ui` at `path` inside a real router with stand-ins for the screens it links to; the
 * current address is `location()`.
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
  const rendered = render(<RouterProvider router={router as never} />)
  // The router resolves its first match asynchronously.
  await screen.findByTestId('location')
  return {
    ...rendered,
    location: () => screen.getByTestId('location').textContent ?? '',
  }
}
