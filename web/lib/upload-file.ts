import type { ErrorBody } from '../../worker/contracts/errors';
import type { UploadResult } from '../../worker/contracts/media';
import { showErrorMessage } from './error-sink';
import { readError, type AppErrorCode } from './trpc-error';

/** The media toasts, by the server's error code; the server's sentence goes below. */
const MEDIA_TITLES: Partial<Record<AppErrorCode, string>> = {
  MEDIA_LIMIT: 'Limite atingido',
  MEDIA_INVALID: 'Arquivo inválido',
  MEDIA_UPGRADE: 'Upgrade necessário',
  MEDIA_TOO_LARGE: 'Arquivo muito grande',
};

export class UploadError extends Error {
  constructor(
    message: string,
    readonly code: AppErrorCode | null,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

/** Title and description of the toast for a failed upload (upload route or start procedure). */
function mediaErrorToast(e: unknown, fallbackTitle: string): { title: string; description: string } {
  const { message, appCode } =
    e instanceof UploadError ? { message: e.message, appCode: e.code } : readError(e, 'Tente novamente em alguns minutos.');
  const title = (appCode && MEDIA_TITLES[appCode]) || fallbackTitle;
  // The server's sentence starts with the same words ('Arquivo inválido. Envie…'): not twice.
  const description = message.startsWith(title) ? message.slice(title.length).replace(/^[.:]\s*/, '') : message;
  return { title, description: description || message };
}

/**
 * A failed upload, or a post refused for its media, told through the error pipe's toaster
 * (lib/error-pipe.ts): titled by the media code ('Arquivo muito grande' …), else `fallbackTitle`.
 * `about` names the file the sentence is about.
 */
export function showMediaError(e: unknown, fallbackTitle: string, about?: string) {
  const { title, description } = mediaErrorToast(e, fallbackTitle);
  showErrorMessage({ title, description: about ? `${about}: ${description}` : description });
}

/**
 * PUTs a file's bytes to the upload URL a start-upload procedure returned, reporting progress.
 * XMLHttpRequest, because fetch has no upload progress; this is the upload route (a plain
 * route whose body is the file), not a procedure call, so it is not a second tRPC client.
 */
export function uploadFile(url: string, file: Blob, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.responseType = 'json';
    xhr.setRequestHeader('content-type', 'application/octet-stream');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      const body = xhr.response as (UploadResult & Partial<ErrorBody>) | null;
      if (xhr.status === 200 && body?.uploadId) {
        onProgress(1);
        resolve(body);
      } else {
        reject(new UploadError(body?.error?.message ?? 'Não foi possível enviar o arquivo. Tente novamente.', body?.error?.code ?? null));
      }
    };
    xhr.onerror = () => reject(new UploadError('Sem conexão com o servidor. Confira sua internet e tente novamente.', null));
    xhr.onabort = () => reject(new UploadError('Envio cancelado.', null));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(file);
  });
}
