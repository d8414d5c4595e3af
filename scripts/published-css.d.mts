export function dropSourceComments(dist: string): void;
