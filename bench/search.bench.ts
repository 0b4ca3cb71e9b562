import { sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SearchSection } from '../worker/contracts/search';
import { quietLogger } from '../worker/lib/logger';
import { buildNodeDeps } from '../worker/node/build-deps';
import { listPosts } from '../worker/services/feed/list-posts';
import { backfillAll } from '../worker/services/search/backfill-search-terms';
import { search } from '../worker/services/search/search';
import { makeMember } from '../tests/factories/sessions';
import { withoutWriteLimits } from '../tests/setup/without-write-limits';
import { atMost, report } from './lib/report';
import { timeRuns } from './lib/sample';

/**
 * The feed's 'Buscar' over 100k posts in a libSQL file: a member's first page of results (p95, in
 * process, through the service the procedure calls) for a common word, a prefix, two words, a
 * rare word and a member by '@username', side by side with feed.list's first page in the same run
 * (the ratio is the figure that holds on another machine). The index is built by the real backfill
 * (its throughput is reported too). Context: the LIKE '%word%' scan over every post that the index avoids.
 */
const POSTS = Number(process.env.BENCH_POSTS ?? 100_000);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const DAY = 86_400_000;
const load1 = () => loadavg()[0]!;

// About 200 words a fan writes; each post takes 6, so a word is in about 3% of posts, 'baile' (every 7th post) in more.
const VOCAB = `baile funk show camiseta mito bonde passinho quebrada favela paredao grave batidao novinha tropa
  noite hoje amanha ontem semana sexta sabado domingo festa role pista som caixa musica faixa clipe video lancamento
  estreia album single remix feat parceria producao beat letra refrao verso rima flow palco plateia galera fas
  ingresso fila portao camarote area vip abertura encerramento setlist hit sucesso chora piranha repeat playlist
  spotify youtube tiktok insta stories live transmissao chat comentario curtida reacao fogo coracao surreal
  brabo pesado insano lindo demais top incrivel perfeito sensacional absurdo forte massa daora firmeza suave
  tranquilo saudade vontade esperanca alegria emocao energia vibe clima calor frio chuva sol lua estrela ceu
  rua bairro cidade estado pais mundo sao paulo rio janeiro minas bahia recife fortaleza belem manaus curitiba
  porto alegre goiania brasilia natal salvador vitoria campinas santos osasco guarulhos diadema maua taboao
  mae pai irmao irma primo prima amigo amiga parceiro parceira crianca jovem velho familia casa escola trabalho
  onibus metro trem carro moto bike caminho viagem estrada aeroporto hotel pousada praia mar piscina churrasco
  comida bebida agua suco refri cerveja cafe pao bolo doce sorvete pizza lanche pastel coxinha acai tapioca
  votacao enquete voto cupom desconto loja pedido entrega frete tamanho preta branca vermelha azul verde amarela`
  .split(/\s+/)
  .filter(Boolean);

const ENTRY = '../worker/entry.node.ts';
const { loadNodeConfig } = (await import(ENTRY)) as typeof import('../worker/entry.node');
const dataDir = mkdtempSync(join(tmpdir(), 'mito-bench-search-'));
const { config } = await loadNodeConfig({ APP_ENV: 'test', DATA_DIR: dataDir, POSTAL_LOOKUP: 'offline', SEED_DEMO: 'false' });
const local = await buildNodeDeps({ config, dataDir, seedDemo: false, logger: quietLogger });
const deps = { ...local.deps, rateLimiter: withoutWriteLimits(local.deps.rateLimiter) };
const { db } = deps;
const now = deps.clock.now().getTime();

process.stderr.write(`search bench: seeding ${MEMBERS} members, ${POSTS} posts…\n`);
const seedStart = performance.now();
const series = (n: number) => sql.raw(`WITH RECURSIVE s(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM s WHERE n + 1 < ${n})`);
await db.run(
  sql`${series(MEMBERS)} INSERT INTO users (id, email, password_hash, created_at) SELECT printf('u%06d', n), printf('fa%06d@bench.local', n), 'x', ${now - 200 * DAY} FROM s`,
);
await db.run(
  sql`${series(MEMBERS)} INSERT INTO profiles (id, user_id, username, display_name, created_at) SELECT printf('pr%06d', n), printf('u%06d', n), printf('fa%06d', n), printf('Fã %d', n), ${now - 200 * DAY} FROM s`,
);
const V = VOCAB.length;
const word = (k: number) => sql.raw(`json_extract(v.j, '$[' || ((n * ${[7, 13, 31, 61, 97, 131][k]} + ${k * 17}) % ${V}) || ']')`);
await db.run(sql`${series(POSTS)} INSERT INTO posts (id, user_id, content, created_at)
  SELECT printf('p%07d', n), printf('u%06d', n % ${MEMBERS}),
    'Post ' || n || ' ' || ${word(0)} || ' ' || ${word(1)} || ' ' || ${word(2)} || ' ' || ${word(3)} || ' ' || ${word(4)} || ' ' || ${word(5)} || CASE WHEN n % 7 = 0 THEN ' baile' ELSE '' END,
    ${now} - (${POSTS} - n) * ${Math.floor((100 * DAY) / POSTS)}
  FROM s, (SELECT ${JSON.stringify(VOCAB)} AS j) v`);
const seedSeconds = (performance.now() - seedStart) / 1000;
const indexStart = performance.now();
const indexed = await backfillAll(deps);
const indexSeconds = (performance.now() - indexStart) / 1000;
await db.run(sql`ANALYZE`);
const [{ n: termRows } = { n: 0 }] = await db.all<{ n: number }>(sql`SELECT count(*) AS n FROM post_terms`);

const viewer = await makeMember(deps);
const time = (fn: () => Promise<unknown>, runs = RUNS) => timeRuns(fn, runs, 20);
const find = (q: string, section: SearchSection = 'posts') =>
  search(deps, { userId: viewer.userId, ip: '127.0.0.1', search: { q, section } });

const rows = [];
const loadBefore = load1();
const feed = await time(() => listPosts(deps, { viewerId: viewer.userId, tab: 'recentes' }));
rows.push({ metric: 'feed.list Recentes first page in process p95 (same run)', value: feed.p95, unit: 'ms' });
rows.push({ metric: 'feed.list Recentes first page in process p50 (same run)', value: feed.p50, unit: 'ms' });
// Two words that meet in a few posts: those of a post in the middle of the list (its slots 0 and 3).
const mid = Math.floor(POSTS / 2);
const pair = `${VOCAB[(mid * 7) % V]} ${VOCAB[(mid * 61 + 51) % V]}`;
const cases: Array<[string, string, SearchSection]> = [
  ['common word (baile, 1 post in 6)', 'baile', 'posts'],
  ['prefix (bai)', 'bai', 'posts'],
  ['two words (baile noite)', 'baile noite', 'posts'],
  [`rare pair (${pair})`, pair, 'posts'],
  ['member by @username', '@fa00012', 'members'],
  ['member by name word (fã)', 'fã', 'members'],
];
for (const [label, q, section] of cases) {
  const first = await find(q, section);
  const n = section === 'posts' ? first.posts.length : first.members.length;
  if (n === 0) throw new Error(`search '${q}' found nothing`);
  const t = await time(() => find(q, section));
  const target = label.startsWith('common') ? atMost(t.p95, 30) : {};
  rows.push({ metric: `search ${label}: first page p95 (${n} results)`, value: t.p95, unit: 'ms', ...target });
  if (label.startsWith('common')) {
    rows.push({ metric: `search ${label}: first page p50`, value: t.p50, unit: 'ms' });
    rows.push({ metric: 'search first page ÷ feed.list first page (p95 ratio)', value: t.p95 / feed.p95, unit: '×' });
    rows.push({ metric: 'search first page ÷ feed.list first page (p50 ratio)', value: t.p50 / feed.p50, unit: '×' });
  }
}
// Deep in the results costs the same (keyset): the 20th page of the common word.
let cursor = (await find('baile')).nextCursor;
for (let i = 0; i < 18 && cursor; i++)
  cursor = (await search(deps, { userId: viewer.userId, ip: '127.0.0.1', search: { q: 'baile', section: 'posts', cursor } })).nextCursor;
const deep = await time(
  () => search(deps, { userId: viewer.userId, ip: '127.0.0.1', search: { q: 'baile', section: 'posts', cursor } }),
  100,
);
rows.push({ metric: 'search common word: 20th page p95', value: deep.p95, unit: 'ms' });
// The scan the index avoids: every post's text read for each search.
const [a, b] = pair.split(' ');
const scan = await time(
  () => db.all(sql`SELECT id FROM posts WHERE content LIKE ${`%${a}%`} AND content LIKE ${`%${b}%`} ORDER BY created_at DESC LIMIT 21`),
  10,
);
rows.push({ metric: `baseline: LIKE '%${a}%' AND '%${b}%' (stops at 21 matches), p50`, value: scan.p50, unit: 'ms' });
// A word no post has: the scan reads every post; the index answers from one probe.
const none = await time(() => db.all(sql`SELECT id FROM posts WHERE content LIKE '%zumbido%' ORDER BY created_at DESC LIMIT 21`), 10);
rows.push({ metric: "baseline: LIKE '%zumbido%' (no post has it: every post read), p50", value: none.p50, unit: 'ms' });
const noneIndexed = await time(() => find('zumbido'), 100);
rows.push({ metric: 'search for that word through the index, p50', value: noneIndexed.p50, unit: 'ms' });
rows.push({ metric: `index: ${indexed.posts} posts + ${indexed.members} members by the backfill`, value: indexSeconds, unit: 's' });
rows.push({ metric: 'index: post_terms rows', value: termRows, unit: 'rows' });
rows.push({ metric: `seeding ${POSTS} posts`, value: seedSeconds, unit: 's' });
rows.push({ metric: 'load average (1 min) before / after', value: loadBefore, unit: `/ ${load1().toFixed(2)}` });
local.close();
report(rows);
rmSync(dataDir, { recursive: true, force: true });
