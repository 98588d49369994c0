// Where scripts/e2e-server.mjs notes the data folder of the server on a port, for tests that run
// a command against that server's data (e2e/staff.spec.ts adds staff with `npm run staff`).
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** @param {string | number} port */
export function e2eDataDirNote(port) {
  return join(tmpdir(), `evisa-e2e-data-dir-${port}`)
}
