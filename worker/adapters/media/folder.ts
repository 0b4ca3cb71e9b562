import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { MEDIA_KEY_PATTERN, type MediaStore } from './port';

/** Media in a folder (`DATA_DIR/media`), content type kept in a sidecar file. */
export function folderMediaStore(root: string): MediaStore {
  const base = resolve(root);
  const pathOf = (key: string) => {
    if (!MEDIA_KEY_PATTERN.test(key)) throw new Error('invalid media key');
    const p = resolve(join(base, key));
    if (!p.startsWith(base + sep)) throw new Error('invalid media key');
    return p;
  };
  return {
    async put(key, body, contentType) {
      const p = pathOf(key);
      await mkdir(dirname(p), { recursive: true });
      await writeFile(p, body instanceof Uint8Array ? body : new Uint8Array(body));
      await writeFile(`${p}.type`, contentType);
    },
    async get(key) {
      const p = pathOf(key);
      try {
        const [data, type, info] = await Promise.all([readFile(p), readFile(`${p}.type`, 'utf8'), stat(p)]);
        return { body: new Blob([data]).stream(), contentType: type, size: info.size };
      } catch {
        return null;
      }
    },
    async delete(key) {
      const p = pathOf(key);
      await rm(p, { force: true });
      await rm(`${p}.type`, { force: true });
    },
  };
}
