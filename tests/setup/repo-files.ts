import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root, from this file's place in it. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Build output, dependencies and local data: never the repository's own text. */
const SKIPPED_DIRS = new Set(['node_modules', '.git', 'dist', '.prerender', '.data', '.wrangler', 'coverage', 'test-results']);

/** Text only: a file with a NUL byte in its first 8 KB is binary (pictures, fonts). */
function isText(file: string) {
  const head = readFileSync(file).subarray(0, 8192);
  return !head.includes(0);
}

/**
 * Every file under `paths` (folders walked, files taken as they are), as paths relative to `root`
 * with `/` separators, sorted.
 */
export function repoFiles(paths: string[], root = REPO_ROOT, keep: (file: string) => boolean = () => true): string[] {
  const out: string[] = [];
  const walk = (abs: string) => {
    if (!existsSync(abs)) return;
    if (statSync(abs).isDirectory()) {
      for (const name of readdirSync(abs)) if (!SKIPPED_DIRS.has(name)) walk(join(abs, name));
    } else if (keep(abs)) {
      out.push(relative(root, abs).split('\\').join('/'));
    }
  };
  for (const p of paths) walk(join(root, p));
  return out.sort();
}

/** The text files among `repoFiles` (what a citation could be written in). */
export const textFiles = (paths: string[], root = REPO_ROOT) => repoFiles(paths, root, isText);
