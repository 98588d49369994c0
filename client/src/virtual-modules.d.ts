// Modules the build makes rather than reads from a file (scripts/vite-*.ts).

/** A language's country names in its alphabetical order (scripts/vite-country-names.ts). */
declare module 'virtual:country-names/*' {
  const names: readonly (readonly [code: string, name: string])[]
  export default names
}

/** Each price of the fee table as each language writes it (scripts/vite-formatted-fees.ts). */
declare module 'virtual:formatted-fees' {
  const formattedFees: Readonly<Record<string, Readonly<Record<number, string>>>>
  export default formattedFees
}
