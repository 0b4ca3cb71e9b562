import type { AppDeps } from '../../../worker/adapters/deps';
import { createApp } from '../../../worker/app';
import type { UploadResult } from '../../../worker/contracts/media';
import type { TestDeps } from '../../setup/test-deps';

const ORIGIN = 'http://localhost:3000';

/** PUTs bytes to an upload URL through the whole app (as the composer's XMLHttpRequest does). */
export async function putUpload(deps: AppDeps, url: string, body: Uint8Array, cookie?: string, headers: Record<string, string> = {}) {
  const app = createApp(deps, { clientIp: () => '203.0.113.9' });
  const res = await app.request(`${ORIGIN}${url}`, {
    method: 'PUT',
    headers: { origin: ORIGIN, 'content-type': 'application/octet-stream', ...(cookie ? { cookie } : {}), ...headers },
    body: body as Uint8Array<ArrayBuffer>,
  });
  const json = (await res.json()) as UploadResult & { error?: { message: string; code?: string } };
  return { status: res.status, body: json };
}

/** startUpload + PUT for a post file; returns the upload id when it went through. */
export async function uploadPostFile(
  t: Pick<TestDeps, 'deps' | 'caller'>,
  member: { headers: Headers; cookie: string },
  file: Uint8Array,
  kind?: 'image' | 'video' | 'audio',
) {
  const ticket = await t.caller({ headers: member.headers }).feed.startUpload({ size: file.length, kind });
  const res = await putUpload(t.deps, ticket.uploadUrl, file, member.cookie);
  return { ticket, ...res };
}

export const GET = (deps: AppDeps, path: string, cookie?: string) =>
  createApp(deps, { clientIp: () => '203.0.113.9' }).request(`${ORIGIN}${path}`, { headers: cookie ? { cookie } : {} });
