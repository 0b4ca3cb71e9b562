import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { exclusiveMediaQuery } from '../../../worker/services/media/exclusive-media-access';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps();

describe("the media route's exclusive check", () => {
  it("finds a file's post with one probe of post_media_key_idx, not a walk over the author's posts", async () => {
    const query = exclusiveMediaQuery(t.deps, { key: 'posts/user_x/arquivo.webp' }).toSQL();
    const params = [...query.params];
    const inlined = query.sql.replace(/\?/g, () =>
      typeof params[0] === 'number' ? String(params.shift()) : `'${String(params.shift())}'`,
    );
    const rows = await t.deps.db.all<{ detail: string }>(sql.raw(`EXPLAIN QUERY PLAN ${inlined}`));
    const plan = rows.map((r) => r.detail).join(' | ');
    expect(plan).toMatch(/SEARCH post_media USING INDEX post_media_key_idx \(media_key=\?\)/);
    expect(plan).toMatch(
      /SEARCH posts USING INDEX sqlite_autoindex_posts_1 \(id=\?\)|SEARCH posts USING INTEGER PRIMARY KEY|SEARCH posts USING INDEX .* \(id=\?\)/,
    );
    expect(plan).not.toMatch(/SCAN/);
  });
});
