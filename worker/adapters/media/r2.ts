import { MEDIA_KEY_PATTERN, type MediaStore, type MediaWriter } from './port';

/**
 * R2 multipart parts must all have the same size except the last, at least 5 MiB. One part is
 * the most a streamed upload holds in the Worker's memory at a time.
 */
export const R2_PART_BYTES = 5 * 1024 * 1024;

const infoOf = (obj: R2Object) => ({
  contentType: obj.httpMetadata?.contentType ?? 'application/octet-stream',
  // R2's `size` is the whole object's, also when a range was read.
  size: obj.size,
  etag: obj.httpEtag,
});

export function r2MediaStore(bucket: R2Bucket): MediaStore {
  const check = (key: string) => {
    if (!MEDIA_KEY_PATTERN.test(key)) throw new Error('invalid media key');
    return key;
  };
  return {
    async put(key, body, contentType) {
      await bucket.put(check(key), body, { httpMetadata: { contentType } });
    },
    async head(key) {
      const obj = await bucket.head(check(key));
      return obj ? infoOf(obj) : null;
    },
    async get(key, range) {
      // R2 reads only the range's bytes; the body streams from the bucket as it is pulled.
      const obj = await bucket.get(check(key), range ? { range: { offset: range.offset, length: range.length } } : undefined);
      if (!obj) return null;
      return { ...infoOf(obj), body: obj.body as unknown as ReadableStream<Uint8Array> };
    },
    async delete(key) {
      await bucket.delete(check(key));
    },
    async begin(key, contentType) {
      return r2Writer(bucket, check(key), contentType);
    },
  };
}

/**
 * Streams an upload into R2: full parts go out as R2 multipart parts while the request body
 * is still arriving; a file smaller than one part is a single put on commit. The object
 * exists only after `commit` (completeMultipartUpload); `abort` drops the uploaded parts.
 */
function r2Writer(bucket: R2Bucket, key: string, contentType: string): MediaWriter {
  let buffer = new Uint8Array(R2_PART_BYTES);
  let filled = 0;
  let upload: R2MultipartUpload | null = null;
  const parts: R2UploadedPart[] = [];

  const flush = async (bytes: Uint8Array) => {
    upload ??= await bucket.createMultipartUpload(key, { httpMetadata: { contentType } });
    parts.push(await upload.uploadPart(parts.length + 1, bytes));
  };

  return {
    async write(chunk) {
      let offset = 0;
      while (offset < chunk.length) {
        const n = Math.min(chunk.length - offset, R2_PART_BYTES - filled);
        buffer.set(chunk.subarray(offset, offset + n), filled);
        filled += n;
        offset += n;
        if (filled === R2_PART_BYTES) {
          await flush(buffer);
          // uploadPart may still hold the previous buffer's bytes: never reuse it.
          buffer = new Uint8Array(R2_PART_BYTES);
          filled = 0;
        }
      }
    },
    async commit() {
      const rest = buffer.slice(0, filled);
      if (!upload) {
        await bucket.put(key, rest, { httpMetadata: { contentType } });
        return;
      }
      if (filled > 0) await flush(rest);
      await upload.complete(parts);
    },
    async abort() {
      if (upload) await upload.abort();
    },
  };
}
