/** Where scripts/e2e-server.mjs notes the data folder of the server on a port. */
export declare function e2eDataDirNote(port: string | number): string
