import * as PATHS from '../contracts/paths';

/** The public URL of stored media by key (post media, avatars, message images). */
export const mediaUrl = (key: string) => `${PATHS.media}/${key}`;

/** The key of a media URL of ours, or null for any other URL. */
export const mediaKeyOf = (url: string): string | null => (url.startsWith(`${PATHS.media}/`) ? url.slice(PATHS.media.length + 1) : null);

/** Where the bytes of an opened upload go (a PUT whose body is the file). */
export const uploadUrl = (uploadId: string) => `${PATHS.uploads}/${uploadId}`;
