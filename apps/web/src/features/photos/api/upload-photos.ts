import { ProblemSchema, UploadResultSchema, type UploadMeta, type UploadResult } from '@listlens/shared';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';

export type UploadFile = { blob: Blob; name: string };

/**
 * POST /api/photos as one multipart request, through XMLHttpRequest because
 * fetch reports no upload progress. `onProgress` gets the bytes sent so far.
 */
export function uploadPhotos(
  files: UploadFile[],
  meta: UploadMeta,
  onProgress: (loaded: number, total: number) => void = () => undefined,
): Promise<UploadResult> {
  const form = new FormData();
  // The metadata goes first: the server reads the parts as they stream in.
  form.append('meta', JSON.stringify(meta));
  for (const file of files) form.append('photos', file.blob, file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/photos');
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => onProgress(event.loaded, event.total);
    xhr.onerror = () => reject(new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE));
    xhr.onload = () => {
      let json: unknown;
      try {
        json = JSON.parse(xhr.responseText);
      } catch {
        json = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = UploadResultSchema.safeParse(json);
        if (parsed.success) return resolve(parsed.data);
        return reject(new ApiError(xhr.status, 'unexpected_response', 'Something went wrong. Please try again.'));
      }
      const problem = ProblemSchema.safeParse(json);
      reject(
        problem.success
          ? new ApiError(xhr.status, problem.data.code, problem.data.message, problem.data.errors ?? [])
          : new ApiError(xhr.status, 'unexpected_response', 'Something went wrong. Please try again.'),
      );
    };
    xhr.send(form);
  });
}
