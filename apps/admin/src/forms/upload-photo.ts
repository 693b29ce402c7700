// Uploading a photo (docs/api.md, POST /api/admin/images): the file's bytes as base64 in JSON, like every call that
// changes something; the server judges the file by its content and answers its id and size.
import { createHttpClient } from '@sabai/graphql';

/** The most the server takes; checked here too, so a large file is refused before it is sent. */
export const MAX_PHOTO_BYTES = 8 * 1024 * 1024;

export interface UploadedPhoto {
  id: string;
  width: number;
  height: number;
  /** Its largest WebP variant, for a preview. */
  src: string;
}

function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** Uploads the file; a refusal is thrown as the server's HttpFailure, its message in `locale`. */
export async function uploadPhoto(file: File, locale: string): Promise<UploadedPhoto> {
  const http = createHttpClient({ getLocale: () => locale });
  return http.post<UploadedPhoto>('/api/admin/images', { data: await base64Of(file) });
}
