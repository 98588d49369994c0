// Development: the API with reload on change (port 3000) and Vite's dev server (port 5173), which
// proxies /api and /uploads to it. The service worker is only built for production (npm start).
import { spawn } from 'node:child_process'

const children = [
  spawn('npx', ['tsx', 'watch', '--tsconfig', 'server/tsconfig.json', 'server/src/server.ts'], {
    stdio: 'inherit',
    env: { ...process.env },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
]
const stop = () => {
  for (const child of children) child.kill('SIGTERM')
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const child of children)
  child.on('exit', (code) => {
    stop()
    process.exitCode = code ?? 0
  })
