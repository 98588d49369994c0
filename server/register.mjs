// Makes Node run the server's TypeScript through tsx with the server's own compiler options
// (server/tsconfig.json: JSX for the mail templates), whatever the working folder or environment.
// Import it first: `node --import ./server/register.mjs <file.ts>`, or use server/start.mjs.
import { fileURLToPath } from 'node:url'
import { register } from 'tsx/esm/api'

register({ tsconfig: fileURLToPath(new URL('./tsconfig.json', import.meta.url)) })
