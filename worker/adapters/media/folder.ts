import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { fileRangeStream } from './file-stream';
import { MEDIA_KEY_PATTERN, type MediaInfo, type MediaStore } from './port';

// No such file, or a path through something that is not a folder: either way nothing under that key.
const missing = (e: unknown) => ['ENOENT', 'ENOTDIR'].includes((e as NodeJS.ErrnoException | null)?.code ?? '');
// Size and modification time, as static file servers do: a file rewritten in place gets a new one.
const etagOf = (info: Stats) => `"${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}"`;

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
    async head(key): Promise<MediaInfo | null> {
      const p = pathOf(key);
      try {
        const [info, contentType] = await Promise.all([stat(p), readFile(`${p}.type`, 'utf8')]);
        return { contentType, size: info.size, etag: etagOf(info) };
      } catch (e) {
        if (missing(e)) return null;
        throw e;
      }
    },
    async get(key, range) {
      const p = pathOf(key);
      // Opened first: a file deleted after this still reads to the end through the handle.
      const file = await open(p, 'r').catch((e: unknown) => {
        if (missing(e)) return null;
        throw e;
      });
      if (!file) return null;
      try {
        const [info, contentType] = await Promise.all([file.stat(), readFile(`${p}.type`, 'utf8')]);
        const { offset, length } = range ?? { offset: 0, length: info.size };
        return { body: fileRangeStream(file, offset, length), contentType, size: info.size, etag: etagOf(info) };
      } catch (e) {
        await file.close().catch(() => undefined);
        if (missing(e)) return null;
        throw e;
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
