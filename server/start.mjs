// The one way to start the server: `node server/start.mjs` (npm start, the e2e server and the
// test servers all use it). It needs no environment variable to compile the server correctly.
import './register.mjs'

await import('./src/server.ts')
