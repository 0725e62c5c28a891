export const SERVER_ENTRIES: Record<'main' | 'remote-origin-main', string>;
export function buildServer(): Promise<Record<'main' | 'remote-origin-main', string>>;
