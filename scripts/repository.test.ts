// The repository explains itself: the README's architecture section names files that exist,
// every relative link in the docs and READMEs leads somewhere, and nothing cites a document
// that lives outside the repository.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Files in the repository: tracked, plus new ones not ignored (so a fresh page is checked too). */
const repositoryFiles = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard'],
  { cwd: root, encoding: 'utf8' },
)
  .split('\n')
  .filter((file) => file !== '' && existsSync(join(root, file)));

const markdownFiles = repositoryFiles.filter(
  (file) => (file.startsWith('docs/') && file.endsWith('.md')) || /(^|\/)README\.md$/.test(file),
);

/** The text of one `## ` section of a Markdown file, up to the next section of that level. */
function sectionOf(markdown: string, heading: string): string | undefined {
  const start = markdown.indexOf(`\n## ${heading}\n`);
  if (start < 0) return undefined;
  const end = markdown.indexOf('\n## ', start + 1);
  return markdown.slice(start, end < 0 ? undefined : end);
}

/** Repository paths written as code (`apps/api/src/server.ts`) in a piece of Markdown. */
function namedPaths(markdown: string): string[] {
  const spans = [...markdown.matchAll(/`([^`\s]+)`/g)].map((match) => match[1]!);
  return spans.filter((span) =>
    /^(apps|packages|docs|e2e|bench|consumer|visual|scripts|examples|\.storybook)\//.test(span),
  );
}

/** Relative link targets of Markdown links and images, without their #anchor. */
function relativeLinks(markdown: string): string[] {
  const withoutCode = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  return [...withoutCode.matchAll(/!?\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
    .map((match) => match[1]!)
    .filter((target) => !/^([a-z][a-z0-9+.-]*:|#)/i.test(target))
    .map((target) => decodeURIComponent(target.split('#')[0]!));
}

describe('the README architecture section', () => {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const architecture = sectionOf(readme, 'Architecture');

  it('is there, with the packages, the request path and where to add things', () => {
    expect(architecture).toBeDefined();
    for (const part of [
      '### The packages and which way the arrows point',
      '### A request, from the browser to the database and back',
      '### Where to add',
    ]) {
      expect(architecture).toContain(part);
    }
  });

  it('names only files and folders that exist', () => {
    const paths = namedPaths(architecture ?? '');
    expect(paths.length).toBeGreaterThan(10);
    expect(paths.filter((path) => !existsSync(join(root, path)))).toEqual([]);
  });
});

describe('the pages of docs/', () => {
  it.each(markdownFiles.filter((file) => file.startsWith('docs/')))(
    '%s names only files and folders that exist',
    (file) => {
      const paths = namedPaths(readFileSync(join(root, file), 'utf8')).filter(
        (path) => !/[*<{]/.test(path),
      );
      expect(paths.filter((path) => !existsSync(join(root, path)))).toEqual([]);
    },
  );
});

describe('links in docs/ and the READMEs', () => {
  it('covers the docs and every README', () => {
    expect(markdownFiles).toContain('README.md');
    expect(markdownFiles).toContain('docs/README.md');
    expect(markdownFiles.some((file) => file.startsWith('packages/'))).toBe(true);
  });

  it.each(markdownFiles)('%s: every relative link resolves', (file) => {
    const broken = relativeLinks(readFileSync(join(root, file), 'utf8')).filter(
      (target) => !existsSync(resolve(root, dirname(file), target)),
    );
    expect(broken).toEqual([]);
  });
});

describe('the repository describes itself', () => {
  it('cites no section of a specification kept outside it', () => {
    const citation = new RegExp(['§ ?[0-9]', 'shared' + '/spec'].join('|'));
    const textFiles = repositoryFiles.filter((file) =>
      /\.(md|ts|tsx|mjs|js|json|css|sql|yaml|yml)$/.test(file),
    );
    const citing = textFiles.filter((file) =>
      citation.test(readFileSync(join(root, file), 'utf8')),
    );
    expect(citing).toEqual([]);
  });
});
