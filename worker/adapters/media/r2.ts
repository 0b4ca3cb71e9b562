import { MEDIA_KEY_PATTERN, type MediaStore } from './port';

export function r2MediaStore(bucket: R2Bucket): MediaStore {
  const check = (key: string) => {
    if (!MEDIA_KEY_PATTERN.test(key)) throw new Error('invalid media key');
    return key;
  };
  return {
    async put(key, body, contentType) {
      await bucket.put(check(key), body, { httpMetadata: { contentType } });
    },
    async get(key) {
      const obj = await bucket.get(check(key));
      if (!obj) return null;
      return {
        body: obj.body as unknown as ReadableStream<Uint8Array>,
        contentType: obj.httpMetadata?.contentType ?? 'application/octet-stream',
        size: obj.size,
      };
    },
    async delete(key) {
      await bucket.delete(check(key));
    },
  };
}
