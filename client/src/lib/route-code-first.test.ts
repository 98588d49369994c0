// A served page's route code is evaluated in tasks of its own before the router's load, which then
// runs in a later task: neither makes one long task with the other (lib/route-code-first.ts).
import { describe, expect, it } from 'vitest'
import { loadRouteCodeFirst } from './route-code-first'

type Router = Parameters<typeof loadRouteCodeFirst>[0]

function fakeRouter(options: { chunk?: (route: string) => Promise<void>; load?: () => Promise<void> } = {}) {
  const log: string[] = []
  const asked: string[] = []
  const router = {
    latestLocation: { pathname: '/Apply' },
    getMatchedRoutes: (pathname: string) => {
      asked.push(pathname)
      return [['__root__', '/Apply/'], {}, '/Apply/']
    },
    loadRouteChunk: (route: string) => {
      log.push(`code of ${route}`)
      // A task queued as the code is evaluated: it runs before anything the next task starts.
      setTimeout(() => log.push(`a task after the code of ${route}`), 0)
      return options.chunk ? options.chunk(route) : Promise.resolve()
    },
    load: () => {
      log.push('router load')
      return options.load ? options.load() : Promise.resolve()
    },
  }
  return { router: router as unknown as Router, log, asked }
}

describe('loadRouteCodeFirst', () => {
  it('evaluates the code of every route the address matches, then loads the router a task later, then hydrates', async () => {
    const { router, log, asked } = fakeRouter()
    await loadRouteCodeFirst(router, () => log.push('hydrate'))
    expect(asked).toEqual(['/Apply'])
    expect(log).toEqual([
      'code of __root__',
      'code of /Apply/',
      'a task after the code of __root__',
      'a task after the code of /Apply/',
      'router load',
      'hydrate',
    ])
  })

  it("leaves a route whose code cannot be fetched to the router's load, and still hydrates", async () => {
    const { router, log } = fakeRouter({
      chunk: (route) =>
        route === '/Apply/' ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(),
    })
    await loadRouteCodeFirst(router, () => log.push('hydrate'))
    expect(log.slice(-2)).toEqual(['router load', 'hydrate'])
  })

  it("hydrates when the router's load fails, so the app shows what the router makes of it", async () => {
    const { router, log } = fakeRouter({ load: () => Promise.reject(new Error('offline')) })
    await loadRouteCodeFirst(router, () => log.push('hydrate'))
    expect(log.filter((entry) => entry === 'hydrate')).toHaveLength(1)
  })
})
