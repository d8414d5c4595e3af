import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { publicPackages, root } from './packages.mjs';

/** One fenced code block of a package README. */
export interface ReadmeBlock {
  packageName: string;
  /** The fence's language: ts, tsx, sh, html, … */
  language: string;
  /** The rest of the fence's info string: `title="src/host.ts"`, `file="…"`, `no-check`. */
  info: string;
  /** Line of the opening fence, for messages. */
  line: number;
  body: string;
}

export function readmeOf(packageName: string): string {
  return readFileSync(join(root, publicPackages[packageName]!, 'README.md'), 'utf8');
}

export function readmeBlocks(packageName: string): ReadmeBlock[] {
  const readme = readmeOf(packageName);
  return [...readme.matchAll(/^```(\w*)([^\n]*)\n([\s\S]*?)\n```$/gm)].map((match) => ({
    packageName,
    language: match[1]!,
    info: match[2]!.trim(),
    line: readme.slice(0, match.index).split('\n').length,
    body: `${match[3]!}\n`,
  }));
}

/** TypeScript blocks a partner would copy; `no-check` marks the rare deliberate fragment. */
export const isCheckedTypeScript = (block: ReadmeBlock) =>
  (block.language === 'ts' || block.language === 'tsx') && !/\bno-check\b/.test(block.info);
