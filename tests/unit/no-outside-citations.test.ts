import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { REPO_ROOT, textFiles } from '../setup/repo-files';

/**
 * A clone must explain itself: no comment, test name or document cites a section of a document
 * outside the repository or a tracker number. It states the rule, or links a file in the repository.
 * The patterns are built from pieces so that this file does not match them itself.
 */
const SECTION_SIGN = String.fromCharCode(0xa7);
const CITATIONS: Array<{ what: string; pattern: RegExp }> = [
  { what: 'a section sign', pattern: new RegExp(SECTION_SIGN) },
  { what: 'a tracker number', pattern: new RegExp(String.raw`\b[Ii]` + String.raw`ssues?\s+#?\d+`) },
  { what: 'a path outside the repository', pattern: new RegExp(String.raw`\.\./` + 'shared' + '/') },
  // The product document named as such (its short name, then an apostrophe or not); a test file
  // name with that word before a dot and an extension is not a citation.
  { what: 'the product document', pattern: new RegExp(String.raw`\b[Ss]` + String.raw`pec\b(?!\.[a-z])`) },
];

const SCANNED = [
  'worker',
  'web',
  'db',
  'tests',
  'scripts',
  'bench',
  'docs',
  '.ci',
  'README.md',
  '.dev.vars.example',
  'wrangler.toml',
  'package.json',
  'eslint.config.js',
  'vite.config.ts',
  'vitest.config.ts',
  'vitest.workers.config.ts',
  'drizzle.config.ts',
  'tsconfig.json',
  'tsconfig.base.json',
];

/** `file:line: what — the line`, for every citation in the files. */
function outsideCitations(files: string[], root = REPO_ROOT): string[] {
  const found: string[] = [];
  for (const file of files) {
    readFileSync(join(root, file), 'utf8')
      .split('\n')
      .forEach((line, i) => {
        for (const { what, pattern } of CITATIONS) {
          if (pattern.test(line)) found.push(`${file}:${i + 1}: ${what} — ${line.trim().slice(0, 120)}`);
        }
      });
  }
  return found;
}

const temps: string[] = [];
afterEach(() => temps.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('no citation of a document or tracker outside the repository', () => {
  it('the repository states its rules instead of citing them', () => {
    const files = textFiles(SCANNED);
    expect(files.length).toBeGreaterThan(500);
    expect(files).toContain('tests/unit/no-outside-citations.test.ts');
    expect(outsideCitations(files).join('\n')).toBe('');
  });

  it('a planted citation of each kind fails and names its file and line', () => {
    const root = mkdtempSync(join(tmpdir(), 'mito-citations-'));
    temps.push(root);
    mkdirSync(join(root, 'worker'));
    const planted = [
      '// fine: the rule itself',
      `// the poll closes after seven days (rules ${SECTION_SIGN}4)`,
      `/** kept apart, see ${'I'}ssue 27 */`,
      `// read ${'..'}/shared/ARCHITECTURE.md`,
      `// also ${'i'}ssue #12`,
      `// shows the ${'s'}pec's message`,
      `import { x } from './cart.${'s'}pec.ts';`,
    ];
    writeFileSync(join(root, 'worker', 'planted.ts'), planted.join('\n'));
    expect(outsideCitations(textFiles(['worker'], root), root)).toEqual([
      expect.stringMatching(/^worker\/planted\.ts:2: a section sign/),
      expect.stringMatching(/^worker\/planted\.ts:3: a tracker number/),
      expect.stringMatching(/^worker\/planted\.ts:4: a path outside the repository/),
      expect.stringMatching(/^worker\/planted\.ts:5: a tracker number/),
      expect.stringMatching(/^worker\/planted\.ts:6: the product document/),
    ]);
  });
});
