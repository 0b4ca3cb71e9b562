import { describe, expect, it } from 'vitest';
import { APP_ERRORS } from '../../worker/contracts/errors';
import { POST_MEDIA_ACCEPT } from '../../worker/contracts/media';

const MIME: Record<string, string> = {
  JPG: 'image/jpeg',
  PNG: 'image/png',
  WEBP: 'image/webp',
  GIF: 'image/gif',
  MP4: 'video/mp4',
  WEBM: 'video/webm',
  MP3: 'audio/mpeg',
  OGG: 'audio/ogg',
  M4A: 'audio/mp4',
  WAV: 'audio/wav',
};

describe("the composer's file picker and 'Arquivo inválido'", () => {
  it('offers every format the refusal names, and names nothing it does not offer', () => {
    const named = [...APP_ERRORS.MEDIA_INVALID[1].matchAll(/\b([A-Z][A-Za-z0-9]{2,3})\b/g)]
      .map((m) => m[1]!.toUpperCase())
      .filter((w) => w in MIME);
    expect(named.sort()).toEqual(Object.keys(MIME).sort());
    const offered = POST_MEDIA_ACCEPT.split(',');
    for (const format of named) expect(offered, format).toContain(MIME[format]);
  });
});
