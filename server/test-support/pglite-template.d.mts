export function pgliteTemplate(): Promise<string>;
export function freshDataDir(prefix?: string): Promise<string>;
