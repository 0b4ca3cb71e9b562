import { readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, repoFiles as filesUnder } from '../setup/repo-files';

/**
 * Every repository path a document names in backticks exists, so a reader who follows one lands
 * on a file. A path is taken from the repository's root, from `worker/` (the README names server
 * files as `services/…`, `contracts/…`), or from the document's own folder; a bare file name
 * (`session-cache.ts`, `internal/`) must be some file's or folder's name. Paths the site makes
 * when it runs or builds (`.data/…`, `DATA_DIR/…`, `web/dist`) are not in the repository and are
 * not checked.
 */
const MADE_AT_RUN_TIME = [/^\.data(\/|$)/, /^DATA_DIR\//, /^web\/dist(\/|$)/];
const SOURCE_FILE = /\.(ts|tsx|js|mjs|md|toml|sql|css)$/;

/** The backticked tokens of a Markdown text that look like repository paths. */
function pathsIn(markdown: string): string[] {
  const out: string[] = [];
  for (const [, raw] of markdown.matchAll(/`([^`\n]+)`/g)) {
    const token = raw!.trim().replace(/:\d+$/, '');
    if (!/^[\w.\-/]+$/.test(token) || token.startsWith('/') || token.startsWith('-')) continue;
    if (!token.includes('/') && !SOURCE_FILE.test(token)) continue;
    if (token.includes('/') && !/^[\w.][\w.-]*\//.test(token)) continue;
    if (MADE_AT_RUN_TIME.some((re) => re.test(token))) continue;
    out.push(token);
  }
  return out;
}

function missingPaths(docs: string[], repoFiles: string[]): string[] {
  const files = new Set(repoFiles);
  const dirs = new Set(
    repoFiles.flatMap((f) =>
      f
        .split('/')
        .slice(0, -1)
        .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
    ),
  );
  const names = new Set([...files, ...dirs].map((f) => basename(f)));
  const exists = (p: string) => files.has(p) || dirs.has(p);
  const problems: string[] = [];
  for (const doc of docs) {
    const here = dirname(doc) === '.' ? '' : `${dirname(doc)}/`;
    for (const path of pathsIn(readFileSync(join(REPO_ROOT, doc), 'utf8'))) {
      const p = path.replace(/\/$/, '');
      // A bare name (`rights.ts`, `internal/`) must be some file's or folder's name.
      const found = p.includes('/') ? exists(p) || exists(`worker/${p}`) || exists(join(here, p)) : names.has(p);
      if (!found) problems.push(`${doc}: \`${path}\` is not in the repository`);
    }
  }
  return problems;
}

describe('paths named in the documents exist', () => {
  const repoFiles = filesUnder(['.']);
  const docs = repoFiles.filter((f) => f === 'README.md' || (f.startsWith('docs/') && f.endsWith('.md')));

  it('README.md and docs/**/*.md name only files and folders that are there', () => {
    expect(docs).toContain('README.md');
    expect(docs).toContain('docs/architecture.md');
    expect(docs.filter((d) => d.startsWith('docs/decisions/')).length).toBeGreaterThanOrEqual(9);
    expect(missingPaths(docs, repoFiles).join('\n')).toBe('');
  });

  it('reads paths the way a reader would, and would fail on a path that is gone', () => {
    expect(
      pathsIn('see `worker/app.ts`, `services/feed/create-post.ts`, `npm run dev`, `/api/media/<key>`, `.data/dev.db`, `rights.ts`'),
    ).toEqual(['worker/app.ts', 'services/feed/create-post.ts', 'rights.ts']);
    expect(missingPaths(['README.md'], repoFiles)).toEqual([]);
    const withoutApp = repoFiles.filter((f) => f !== 'worker/app.ts');
    expect(missingPaths(['README.md'], withoutApp)).toEqual(['README.md: `worker/app.ts` is not in the repository']);
  });
});
