import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrateDatabase } from '../../db/migrate';
import { nodeDatabase } from '../../worker/adapters/db/node';

/** Migrates once into a template file; every test file copies it (tests/setup/test-deps.ts). */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'mito-template-'));
  const file = join(dir, 'template.db');
  const { db, close } = nodeDatabase(`file:${file}`);
  await migrateDatabase(db);
  close();
  project.provide('templateDb', file);
  return () => rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateDb: string;
  }
}
