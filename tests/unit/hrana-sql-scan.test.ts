import { describe, expect, it } from 'vitest';
import { paramIndex, scanSql } from '../../scripts/hrana/sql-scan';

describe('scanSql (dev Hrana server)', () => {
  it('numbers parameters the way SQLite does', () => {
    const scan = scanSql('SELECT ?, :a, ?5, @b, :a, ?, $c');
    expect(scan.params.map((p) => p?.name ?? (p ? 'anon' : 'hole'))).toEqual(['anon', ':a', 'hole', 'hole', '?5', '@b', 'anon', '$c']);
    expect(paramIndex(scan, 'a')).toBe(1);
    expect(paramIndex(scan, '@b')).toBe(5);
    expect(paramIndex(scan, 'zz')).toBe(-1);
  });

  it('ignores parameters and semicolons inside strings, identifiers and comments', () => {
    const scan = scanSql(`SELECT ';?', "x;:y", [a;b], \`c?\`, x'00ff' -- ; ?\n /* :z; */ FROM t WHERE v = ?;`);
    expect(scan.params).toEqual([{ name: null }]);
    expect(scan.statements).toBe(1);
  });

  it('counts statements, treating a trigger body as part of its CREATE TRIGGER', () => {
    expect(scanSql('').statements).toBe(0);
    expect(scanSql(' ; -- nada').statements).toBe(0);
    expect(scanSql('SELECT 1; SELECT 2').statements).toBe(2);
    const trigger = `CREATE TRIGGER t_ai AFTER INSERT ON t BEGIN
      UPDATE c SET n = CASE WHEN n > 0 THEN n + 1 ELSE 1 END;
      INSERT INTO log VALUES (new.id);
    END;`;
    expect(scanSql(trigger).statements).toBe(1);
    expect(scanSql(`${trigger} SELECT 1`).statements).toBe(2);
  });

  it('recognises EXPLAIN', () => {
    expect(scanSql('explain query plan select 1').isExplain).toBe(true);
    expect(scanSql('select 1').isExplain).toBe(false);
  });
});
