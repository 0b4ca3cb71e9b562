import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
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
      // Owner-only, like the rest of DATA_DIR (uploads may be members' private media).
      await mkdir(dirname(p), { recursive: true, mode: 0o700 });
      await writeFile(p, body instanceof Uint8Array ? body : new Uint8Array(body), { mode: 0o600 });
      await writeFile(`${p}.type`, contentType, { mode: 0o600 });
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
    async begin(key, contentType) {
      const p = pathOf(key);
      await mkdir(dirname(p), { recursive: true, mode: 0o700 });
      // Written beside the final name and renamed on commit: a reader never sees half a file.
      const partial = `${p}.part`;
      const file = await open(partial, 'w', 0o600);
      let closed = false;
      const close = async () => {
        if (!closed) {
          closed = true;
          await file.close();
        }
      };
      return {
        async write(chunk) {
          await file.write(chunk);
        },
        async commit() {
          await close();
          await writeFile(`${p}.type`, contentType, { mode: 0o600 });
          await rename(partial, p);
        },
        async abort() {
          await close().catch(() => undefined);
          await rm(partial, { force: true });
        },
      };
    },
  };
}
