// A served page's start: the page's route code is evaluated before the router loads it
// (docs/performance.md).
import type { AnyRouter } from '@tanstack/react-router'
import { nextTask } from './when-idle'

type RouteLoader = Pick<AnyRouter, 'latestLocation' | 'getMatchedRoutes' | 'loadRouteChunk' | 'load'>

/**
 * Loads the page's routes and then hydrates it, in two steps. First the code of every route the
 * address matches (each route's chunk and its component's, with all they import) is evaluated;
 * then, a task later, the router loads the page, and `hydrate` runs once it has, or has failed
 * (the app then shows what the router makes of the failure, as before).
 * The router's load would evaluate that code itself and go on in the same task with its matching,
 * its beforeLoad functions and the hydration's start: on /Apply one task of 13-30 ms of main
 * thread here, 50-120 ms on a phone four times slower, where 50 ms is the most a task should
 * block a tap. Evaluated first, the code takes 7-14 ms in tasks of its own and the load 6-10 ms in
 * a later one. A chunk that cannot be fetched is left to the router's load, which reports it.
 */
export function loadRouteCodeFirst(router: RouteLoader, hydrate: () => void): Promise<void> {
  const [routes] = router.getMatchedRoutes(router.latestLocation.pathname)
  return Promise.all(routes.map((route) => router.loadRouteChunk(route)))
    .catch(() => {})
    .then(nextTask)
    .then(() => router.load())
    .then(hydrate, hydrate)
}
