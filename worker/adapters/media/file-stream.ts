import type { FileHandle } from 'node:fs/promises';

const CHUNK_BYTES = 64 * 1024;

/**
 * `length` bytes of an open file from `offset`, as a web stream that reads one chunk each time
 * its consumer pulls: a slow client holds the server to one chunk in the queue, never the file.
 * The handle is closed at the end, on a read error, and when the consumer cancels (Node's
 * server cancels the body when the client disconnects).
 */
export function fileRangeStream(file: FileHandle, offset: number, length: number): ReadableStream<Uint8Array> {
  let position = offset;
  const end = offset + length;
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await file.close().catch(() => undefined);
  };
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const want = Math.min(CHUNK_BYTES, end - position);
      if (want <= 0) {
        await close();
        controller.close();
        return;
      }
      try {
        const { bytesRead, buffer } = await file.read(new Uint8Array(want), 0, want, position);
        // The file shrank under us: the promised length can no longer be sent.
        if (bytesRead === 0) throw new Error('media file ended early');
        position += bytesRead;
        controller.enqueue(bytesRead === want ? buffer : buffer.subarray(0, bytesRead));
        if (position >= end) {
          await close();
          controller.close();
        }
      } catch (e) {
        await close();
        controller.error(e);
      }
    },
    async cancel() {
      await close();
    },
  });
}
