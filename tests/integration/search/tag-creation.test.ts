import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { postTags, tags } from '../../../db/schema';
import { WRITE_RULES } from '../../../worker/contracts/limits';
import { makeSubscriber } from '../../factories/sessions';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps();
let seq = 0;
const unique = () => `${++seq}x${t.deps.random.int(1e6)}`;
let ipSeq = 0;
const freshIp = () => `198.51.100.${200 + ++ipSeq}`;

const tagsOf = async (postId: string) =>
  (
    await t.deps.db
      .select({ name: tags.name })
      .from(postTags)
      .innerJoin(tags, eq(tags.id, postTags.tagId))
      .where(eq(postTags.postId, postId))
  )
    .map((r) => r.name)
    .sort();

describe('feed.create with new tags', () => {
  it('creates typed tags with normalized names (trim, #, case, accents, bidi controls), reuses existing ones, and finds the post by them', async () => {
    const ana = await makeSubscriber(t.deps, 'tier_ouro');
    const n = unique();
    const api = t.caller({ headers: ana.headers, ip: freshIp() }).feed;
    const { id } = await api.create({ content: 'Baile de hoje', newTags: [`  #Pagodão_${n} `, `fé\u202E${n}`] });
    expect(await tagsOf(id)).toEqual([`fe${n}`, `pagodao_${n}`].sort());
    const [row] = await t.deps.db
      .select()
      .from(tags)
      .where(eq(tags.name, `fe${n}`));
    expect(row).toMatchObject({ createdBy: ana.userId, color: expect.stringMatching(/^#[0-9a-f]{6}$/) });
    await t.clock.advance(1000);
    // The same name again is the same tag.
    const second = await api.create({ content: 'De novo', newTags: [`FE${n}`] });
    expect(await tagsOf(second.id)).toEqual([`fe${n}`]);
    expect(
      await t.deps.db
        .select({ id: tags.id })
        .from(tags)
        .where(eq(tags.name, `fe${n}`)),
    ).toHaveLength(1);
    const found = await api.search({ q: `#fe${n}`, section: 'posts' });
    expect(found.posts.map((p) => p.id)).toEqual([second.id, id]);
  });

  it('refuses bad names with a clear Portuguese message and writes nothing', async () => {
    const ana = await makeSubscriber(t.deps, 'tier_ouro');
    const api = t.caller({ headers: ana.headers, ip: freshIp() }).feed;
    await expect(api.create({ content: 'x', newTags: ['a'] })).rejects.toThrow('A tag precisa ter pelo menos 2 caracteres');
    await expect(api.create({ content: 'x', newTags: ['uma tag com espaço'] })).rejects.toThrow(
      'Use apenas letras, números e _ na tag (sem espaços)',
    );
    await expect(api.create({ content: 'x', newTags: ['x'.repeat(25)] })).rejects.toThrow('A tag pode ter até 24 caracteres');
    await expect(api.create({ content: 'x', newTags: ['mcmito_oficial'] })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Esse nome de tag é reservado. Escolha outro.',
    });
    expect(
      await t.deps.db
        .select()
        .from(tags)
        .where(inArray(tags.name, ['mcmito_oficial', 'a'])),
    ).toEqual([]);
  });

  it('at most 5 tags on a post, picked and typed together', async () => {
    const ana = await makeSubscriber(t.deps, 'tier_ouro');
    const n = unique();
    const api = t.caller({ headers: ana.headers, ip: freshIp() }).feed;
    await t.deps.db.insert(tags).values([1, 2, 3].map((i) => ({ id: `tg_${n}_${i}`, name: `antiga${n}_${i}`, color: '#f59e0b' })));
    await expect(
      api.create({ content: 'x', tagIds: [`tg_${n}_1`, `tg_${n}_2`, `tg_${n}_3`], newTags: [`nova${n}_1`, `nova${n}_2`, `nova${n}_3`] }),
    ).rejects.toMatchObject({
      message: 'Escolha até 5 tags por post.',
    });
    // An existing name typed in is the picked tag, not a sixth.
    const ok = await api.create({
      content: 'x',
      tagIds: [`tg_${n}_1`, `tg_${n}_2`, `tg_${n}_3`],
      newTags: [`antiga${n}_1`, `nova${n}_1`, `nova${n}_2`],
    });
    expect(await tagsOf(ok.id)).toHaveLength(5);
  });

  it(`a member creates at most ${WRITE_RULES.newTag.max} new tags a day: the next is refused with the wait`, async () => {
    const ana = await makeSubscriber(t.deps, 'tier_ouro');
    const n = unique();
    const api = t.caller({ headers: ana.headers, ip: freshIp() }).feed;
    const names = Array.from({ length: WRITE_RULES.newTag.max + 1 }, (_, i) => `lote${n}_${i}`);
    await api.create({ content: 'primeiro', newTags: names.slice(0, 5) });
    await api.create({ content: 'segundo', newTags: names.slice(5, 10) });
    await expect(api.create({ content: 'terceiro', newTags: [names[10]!] })).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Muitas tags novas hoje. Tente novamente em 24 horas.',
    });
    expect(await t.deps.db.select().from(tags).where(eq(tags.name, names[10]!))).toEqual([]);
    // Existing tags cost nothing.
    await expect(api.create({ content: 'quarto', newTags: [names[0]!] })).resolves.toBeTruthy();
  });
});
