// Types of scripts/i18n-client.mjs, which plain Node runs (`npm run i18n:client`).
export declare const PROJECT: string
export declare const OUTDIR: string
export declare const GROUPS: Readonly<Record<string, readonly string[]>>
/** The catalogues' fingerprint: settings, every catalogue and the script. */
export declare function catalogueHash(): string
/** The fingerprint the compiled output was made from, if any. */
export declare function compiledHash(): string | undefined
/** Compiles the catalogues when they changed (or always, with force); answers whether it wrote. */
export declare function compileCatalogues(options?: { force?: boolean }): Promise<boolean>
