// npm run staff -- add <email> --role admin|agent | reset <email> | disable <email>
// See README, "Back-office". Works on DATA_DIR (default ./data); links use PUBLIC_URL, else
// http://HOST:PORT (the server's defaults).
import { resolve } from 'node:path'
import { runStaffCommand } from '../server/src/staff/staff-command'

const code = await runStaffCommand(process.argv.slice(2), resolve(process.env.DATA_DIR ?? 'data'), {
  env: process.env,
  out: (line) => console.log(line),
  err: (line) => console.error(line),
})
process.exit(code)
