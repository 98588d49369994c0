// Vite build plugin: React DOM is compiled while it downloads, not on the main thread when it runs
// (docs/performance.md).
//
// The bundler wraps each CommonJS package (React, React DOM, the scheduler) in a function that runs
// the package when it is first required, and passes it to its runtime as an arrow function in
// parentheses, `e((e=>{…}))`. V8 compiles a function written `(function(…){…})` eagerly, while the
// script streams in, but in the Chromium we test with it still parses that arrow lazily: the whole
// of React DOM (200 KB) was parsed on the main thread inside its first call, 190–420 ms of one task
// at 4× CPU throttling. The plugin rewrites those parenthesized arrow wrappers into parenthesized
// function expressions after the bundle is minified. It leaves every other arrow alone, and a
// wrapper whose own body says `this` or `arguments` (an arrow and a function read them
// differently), so what runs is the same code.
import type { Plugin } from 'vite'
import { parseAst } from 'vite'

/** Wrappers shorter than this are cheap to parse late; rewriting them gains nothing. */
const MIN_WRAPPER_LENGTH = 2000

type Node = { type: string; start: number; end: number; [key: string]: unknown }

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string'
}

function children(node: Node): Node[] {
  const out: Node[] = []
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const item of value) if (isNode(item)) out.push(item)
    if (isNode(value)) out.push(value)
  }
  return out
}

/** Whether `this` or `arguments` in the arrow's body would mean something else in a function. */
function readsThisOrArguments(node: Node): boolean {
  if (node.type === 'ThisExpression') return true
  if (node.type === 'Identifier' && node.name === 'arguments') return true
  // A nested ordinary function has its own `this` and `arguments`; a nested arrow shares ours.
  if (node.type === 'FunctionExpression' || node.type === 'FunctionDeclaration') return false
  return children(node).some(readsThisOrArguments)
}

/**
 * `code` with every sizeable arrow function that is the parenthesized only argument of a call,
 * `f((a,b)=>{…})`, written as a parenthesized function expression, `f((function(a,b){…}))`.
 */
export function eagerModuleWrappers(code: string, minLength = MIN_WRAPPER_LENGTH): string {
  const edits: { start: number; bodyStart: number; end: number; params: string }[] = []
  const visit = (node: Node) => {
    if (node.type === 'CallExpression') {
      const [only, ...rest] = node.arguments as Node[]
      const callee = node.callee as Node
      if (
        only?.type === 'ArrowFunctionExpression' &&
        rest.length === 0 &&
        !only.async &&
        (only.body as Node).type === 'BlockStatement' &&
        only.end - only.start >= minLength &&
        // `f((` then the arrow, and `))` after it: the arrow is in its own parentheses.
        code.slice(callee.end, only.start).replace(/\s/g, '') === '((' &&
        code.slice(only.end).replace(/^\s+/, '').startsWith(')') &&
        !(only.params as Node[]).some(readsThisOrArguments) &&
        !readsThisOrArguments(only.body as Node)
      ) {
        const params = (only.params as Node[]).map((param) => code.slice(param.start, param.end)).join(',')
        edits.push({ start: only.start, bodyStart: (only.body as Node).start, end: only.end, params })
      }
    }
    for (const child of children(node)) visit(child)
  }
  visit(parseAst(code) as unknown as Node)
  let out = code
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    out = `${out.slice(0, edit.start)}function(${edit.params})${out.slice(edit.bodyStart, edit.end)}${out.slice(edit.end)}`
  }
  return out
}

export function eagerModuleWrappersPlugin(): Plugin {
  return {
    name: 'evisa:eager-module-wrappers',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk') chunk.code = eagerModuleWrappers(chunk.code)
        }
      },
    },
  }
}
