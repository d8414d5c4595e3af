export function markClientEntries(dist: string, entries: string[]): void;
