import { rmSync } from 'node:fs';
import { join } from 'node:path';

/** Where failing e2e tests leave their evidence (tests/e2e/evidence.ts). */
export const EVIDENCE_DIR = process.env.E2E_EVIDENCE_DIR ?? join(new URL('../..', import.meta.url).pathname, 'test-results', 'e2e');

/** Each e2e run starts with no evidence folder: what is under test-results/e2e/ is this run's failures only. */
export default function setup() {
  rmSync(EVIDENCE_DIR, { recursive: true, force: true });
}
