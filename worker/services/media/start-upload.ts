import { and, count, eq, gte, inArray } from 'drizzle-orm';
import { mediaUploads } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import {
  MESSAGE_IMAGE_MIN_LIMIT_MB,
  MESSAGE_IMAGE_OPEN_MAX,
  type StartImageUploadInput,
  type StartUploadInput,
  type UploadTicket,
} from '../../contracts/media';
import { AppError } from '../../lib/app-error';
import { uploadUrl } from '../../lib/media-urls';
import { memberRights } from '../members/rights';
import { requireParticipant } from '../messages/participant';
import { requireNotBlocked } from '../messages/privacy';
import { deleteFiles } from './media-files';
import { maybeSweepUploads, UPLOAD_TTL_MS } from './internal/sweep-uploads';

const MB = 1024 * 1024;

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'random' | 'media' | 'cache' | 'defer' | 'logger'>;

export const tooLarge = (maxBytes: number) =>
  new AppError('MEDIA_TOO_LARGE', `Arquivo muito grande. Seu plano permite arquivos de até ${Math.round(maxBytes / MB)} MB.`);

/**
 * Opens an upload of one post file: the tier's limits are checked here (files per post,
 * size, video and audio) and again on the bytes by the upload route. Files not yet on a
 * post count toward the files-per-post limit until they are posted, discarded or swept.
 */
export async function startPostUpload(deps: Deps, input: StartUploadInput & { userId: string }): Promise<UploadTicket> {
  const { userId } = input;
  const rights = await memberRights(deps, { userId });
  if (rights.filesPerPost <= 0) throw new AppError('MEDIA_UPGRADE', 'Upgrade necessário. Assine um plano para enviar arquivos.');
  if ((input.kind === 'video' && !rights.canUploadVideo) || (input.kind === 'audio' && !rights.canUploadAudio))
    throw new AppError('MEDIA_UPGRADE');
  const maxBytes = rights.maxFileSizeMb * MB;
  if (input.size > maxBytes) throw tooLarge(maxBytes);

  if ((await openUploads(deps, { userId, purpose: 'post' })) >= rights.filesPerPost)
    throw new AppError('MEDIA_LIMIT', `Limite atingido. Seu plano permite até ${rights.filesPerPost} arquivos por post.`);

  const ticket = await openUpload(deps, { userId, purpose: 'post', conversationId: null, maxBytes: Math.min(maxBytes, input.size) });
  maybeSweepUploads(deps);
  return ticket;
}

const MESSAGE_IMAGES_OPEN_TEXT = 'Limite atingido. Aguarde o envio das imagens em andamento antes de escolher outra.';

/**
 * Tickets the member opened for `purpose` and has not yet used (a post or a message takes its
 * rows), discarded or left to expire: each is an open grant of up to its size in storage.
 */
async function openUploads(
  deps: Pick<Deps, 'db' | 'clock'>,
  { userId, purpose }: { userId: string; purpose: 'post' | 'message' },
): Promise<number> {
  const since = new Date(deps.clock.now().getTime() - UPLOAD_TTL_MS);
  const [open] = await deps.db
    .select({ n: count() })
    .from(mediaUploads)
    .where(and(eq(mediaUploads.userId, userId), eq(mediaUploads.purpose, purpose), gte(mediaUploads.createdAt, since)));
  return open?.n ?? 0;
}

/**
 * Opens an upload of one image for a conversation the member takes part in. The chat sends one
 * image at a time, so a few open tickets at once (MESSAGE_IMAGE_OPEN_MAX, across conversations)
 * are all a person needs; more would be parallel grants of storage.
 */
export async function startMessageImageUpload(deps: Deps, input: StartImageUploadInput & { userId: string }): Promise<UploadTicket> {
  const { userId } = input;
  await requireParticipant(deps, { conversationId: input.conversationId, userId });
  // Refused before any byte is sent; send-image-message checks again at send time.
  await requireNotBlocked(deps, { conversationId: input.conversationId, userId });
  const rights = await memberRights(deps, { userId });
  const maxBytes = Math.max(rights.maxFileSizeMb, MESSAGE_IMAGE_MIN_LIMIT_MB) * MB;
  if (input.size > maxBytes) throw tooLarge(maxBytes);
  if ((await openUploads(deps, { userId, purpose: 'message' })) >= MESSAGE_IMAGE_OPEN_MAX)
    throw new AppError('MEDIA_LIMIT', MESSAGE_IMAGES_OPEN_TEXT);
  const ticket = await openUpload(deps, { userId, purpose: 'message', conversationId: input.conversationId, maxBytes: input.size });
  maybeSweepUploads(deps);
  return ticket;
}

async function openUpload(
  deps: Deps,
  row: { userId: string; purpose: 'post' | 'message'; conversationId: string | null; maxBytes: number },
): Promise<UploadTicket> {
  const id = deps.random.id();
  await deps.db.insert(mediaUploads).values({ id, ...row, status: 'pending', createdAt: deps.clock.now() });
  return { uploadId: id, uploadUrl: uploadUrl(id), maxBytes: row.maxBytes };
}

/** The member drops a file before posting (the composer's remove button): row and file go. */
export async function discardUpload(
  deps: Pick<AppDeps, 'db' | 'media' | 'logger'>,
  { userId, uploadId }: { userId: string; uploadId: string },
) {
  const rows = await deps.db
    .delete(mediaUploads)
    .where(and(eq(mediaUploads.id, uploadId), eq(mediaUploads.userId, userId), inArray(mediaUploads.status, ['pending', 'ready'])))
    .returning({ key: mediaUploads.mediaKey });
  if (rows.length === 0) throw new AppError('MEDIA_UPLOAD_NOT_FOUND');
  await deleteFiles(deps, { keys: rows.map((r) => r.key) });
  return { discarded: true as const };
}
