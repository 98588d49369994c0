// `npm run staff` opens the database and changes one account: it loads the staff accounts' code and
// the database's, not the web server. Loading every route (PayPal's client, the mail renderer, the
// PDF and image libraries) made the command slow to start and tied it to code it never runs.
import { describe, expect, it } from 'vitest'
import { moduleGraph } from '../../test/module-graph'

const isWebServer = (file: string) =>
  file === 'server/src/app.ts' || file.endsWith('.routes.ts') || file.startsWith('server/src/plugins/')

describe('the staff command', () => {
  it('loads no route, no plugin and not the app', () => {
    const modules = moduleGraph('server/src/staff/staff-command.ts')
    expect(modules).toContain('server/src/staff/team.service.ts')
    expect(modules).toContain('server/src/db/migrate.ts')
    expect(modules.filter(isWebServer)).toEqual([])
  })

  it('is measured by a graph that does find the routes where they are loaded', () => {
    const modules = moduleGraph('server/src/app.ts')
    expect(modules).toContain('server/src/staff/staff.routes.ts')
    expect(modules).toContain('server/src/plugins/errors.ts')
  })
})
