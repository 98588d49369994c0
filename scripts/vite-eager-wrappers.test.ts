import { describe, expect, it } from 'vitest'
import { eagerModuleWrappers } from './vite-eager-wrappers.ts'

// The bundler's runtime for a CommonJS package, as it minifies it: the wrapper runs once, on the
// first require, and its exports are kept.
const RUNTIME = 'var r=(cb,mod)=>()=>(mod||cb((mod={exports:{}}).exports,mod),mod.exports);'
// A package body long enough to be worth compiling early.
const FILLER = Array.from({ length: 200 }, (_, i) => `var v${i}=${i}*2;`).join('')

function run(code: string): unknown {
  return new Function(`${code};return out`)()
}

describe('eagerModuleWrappers', () => {
  it('writes a CommonJS wrapper as a function in parentheses, which V8 compiles while it streams', () => {
    const code = `${RUNTIME}var n=r((e=>{${FILLER}function f(){return arguments.length}e.answer=v21+f(1,2)}));var out=n().answer`
    const eager = eagerModuleWrappers(code)
    expect(eager).toContain('var n=r((function(e){var v0=0*2;')
    expect(eager).not.toContain('(e=>{')
    // The same program: the package still runs once, on its first require, with the same result.
    expect(run(eager)).toBe(run(code))
    expect(run(eager)).toBe(44)
  })

  it('keeps the parameters of a wrapper that takes exports and module', () => {
    const code = `${RUNTIME}var n=r(((e,t)=>{${FILLER}t.exports={answer:v3}}));var out=n().answer`
    const eager = eagerModuleWrappers(code)
    expect(eager).toContain('r((function(e,t){')
    expect(run(eager)).toBe(6)
  })

  it('leaves alone arrows that are not wrappers, short ones, and any whose body reads this or arguments', () => {
    const notInParentheses = `f(e=>{${FILLER}});`
    const short = 'f((e=>{e.a=1}));'
    const readsThis = `f((e=>{${FILLER}e.self=this}));`
    const readsArguments = `function g(){return f((e=>{${FILLER}e.n=arguments.length}))}`
    const twoArguments = `f((e=>{${FILLER}}),1);`
    for (const code of [notInParentheses, short, readsThis, readsArguments, twoArguments]) {
      expect(eagerModuleWrappers(code)).toBe(code)
    }
  })

  it('rewrites wrappers nested in each other and keeps strings that look like code', () => {
    const inner = `r((t=>{${FILLER}t.s="((e=>{ not code })"}))`
    const code = `${RUNTIME}var n=r((e=>{${FILLER}var i=${inner};e.s=i().s}));var out=n().s`
    const eager = eagerModuleWrappers(code)
    expect(eager.match(/\(\(function\(/g)).toHaveLength(2)
    expect(run(eager)).toBe('((e=>{ not code })')
  })
})
