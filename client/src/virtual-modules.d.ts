// Modules the build makes rather than reads from a file (scripts/vite-*.ts).

/** A language's country names in its alphabetical order (scripts/vite-country-names.ts). */
declare module 'virtual:country-names/*' {
  const names: readonly (readonly [code: string, name: string])[]
  export default names
}
