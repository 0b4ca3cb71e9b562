import { useCallback, useEffect, useRef, useState } from 'react';
import type { MediaKindName } from '../../../worker/contracts/media';
import { trpc } from '../../lib/trpc';
import { showMediaError, uploadFile } from '../../lib/upload-file';

export interface PickedMedia {
  localId: string;
  name: string;
  /** Object URL for the preview (images and videos). */
  preview: string;
  kind: MediaKindName;
  progress: number;
  status: 'uploading' | 'ready';
  uploadId: string | null;
  altText: string;
}

const guessKind = (file: File): MediaKindName =>
  file.type.startsWith('video/') ? 'video' : file.type.startsWith('audio/') ? 'audio' : 'image';
let seq = 0;

/**
 * The composer's files: each starts an upload (feed.startUpload checks the plan's limits),
 * then its bytes go to the upload route with progress. A refused file leaves the list with the
 * upload's toast ('Arquivo inválido', 'Arquivo muito grande' …); a removed one is discarded on the server too.
 */
export function useMediaUploads() {
  const [items, setItems] = useState<PickedMedia[]>([]);
  const start = trpc.feed.startUpload.useMutation();
  const discard = trpc.feed.discardUpload.useMutation();
  const aborts = useRef(new Map<string, AbortController>());

  const patch = useCallback(
    (localId: string, change: Partial<PickedMedia>) =>
      setItems((list) => list.map((i) => (i.localId === localId ? { ...i, ...change } : i))),
    [],
  );
  const drop = useCallback((localId: string) => {
    setItems((list) => {
      const gone = list.find((i) => i.localId === localId);
      if (gone) URL.revokeObjectURL(gone.preview);
      return list.filter((i) => i.localId !== localId);
    });
  }, []);

  const uploadOne = async (file: File) => {
    const localId = `m${++seq}`;
    const kind = guessKind(file);
    setItems((list) => [
      ...list,
      { localId, name: file.name, preview: URL.createObjectURL(file), kind, progress: 0, status: 'uploading', uploadId: null, altText: '' },
    ]);
    const abort = new AbortController();
    aborts.current.set(localId, abort);
    try {
      const ticket = await start.mutateAsync({ size: file.size, kind });
      patch(localId, { uploadId: ticket.uploadId });
      const result = await uploadFile(ticket.uploadUrl, file, (progress) => patch(localId, { progress }), abort.signal);
      patch(localId, { status: 'ready', progress: 1, kind: result.kind });
    } catch (e) {
      drop(localId);
      if (!abort.signal.aborted) showMediaError(e, 'Erro ao enviar arquivo', file.name);
    } finally {
      aborts.current.delete(localId);
    }
  };

  const add = (files: FileList | File[]) => {
    // One after another: the plan's file limit is counted per started upload, in order.
    void [...files].reduce((p, f) => p.then(() => uploadOne(f)), Promise.resolve());
  };

  const remove = (item: PickedMedia) => {
    aborts.current.get(item.localId)?.abort();
    drop(item.localId);
    if (item.uploadId) discard.mutate({ uploadId: item.uploadId });
  };

  // Leaving the page with files not posted: the server sweeps them later; previews are freed now.
  const itemsRef = useRef(items);
  itemsRef.current = items;
  useEffect(() => () => itemsRef.current.forEach((i) => URL.revokeObjectURL(i.preview)), []);

  return {
    items,
    add,
    remove,
    setAlt: (localId: string, altText: string) => patch(localId, { altText }),
    /** After a post: the uploads now belong to it (or were deleted with a failed post). */
    clear: () => setItems((list) => (list.forEach((i) => URL.revokeObjectURL(i.preview)), [])),
    busy: items.some((i) => i.status === 'uploading'),
    ready: items
      .filter((i) => i.status === 'ready' && i.uploadId)
      .map((i) => ({ uploadId: i.uploadId as string, altText: i.altText.trim() || undefined })),
  };
}
