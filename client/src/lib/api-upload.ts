import { LANGUAGE_HEADER } from '@contracts/i18n/languages';
import { currentLanguage } from '../i18n/language';
import { ApiError, buildUrl, fail, IDEMPOTENCY_KEY, newIdempotencyKey, parseJson, writeHeaders } from './api-client';

// The file half of the API client, apart so the sign-in page does not load it.

/** Multipart upload with progress (fetch cannot report upload progress; XHR can). */
export function upload<T>(
  method: 'POST' | 'PUT',
  path: string,
  form: FormData,
  onProgress?: (fraction: number) => void,
  /** The key of an upload sent again; a fresh one otherwise. */
  idempotencyKey: string = newIdempotencyKey(),
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, buildUrl(path));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader(LANGUAGE_HEADER, currentLanguage());
    xhr.setRequestHeader(IDEMPOTENCY_KEY, idempotencyKey);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(e.loaded / e.total);
    };
    xhr.onerror = () => reject(new ApiError(0, 'Could not reach the server. Check your connection.', null));
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as T);
      else {
        try {
          fail(xhr.status, body, true);
        } catch (err) {
          reject(err);
        }
      }
    };
    xhr.send(form);
  });
}

/** A multipart POST whose answer is a file (e.g. a CSV), given back as a Blob. */
export async function uploadForFile(path: string, form: FormData, idempotencyKey?: string): Promise<Blob> {
  const headers = { [LANGUAGE_HEADER]: currentLanguage(), ...writeHeaders('POST', idempotencyKey) };
  const res = await fetch(buildUrl(path), { method: 'POST', body: form, credentials: 'include', headers });
  if (!res.ok) fail(res.status, parseJson(await res.text()), true);
  return res.blob();
}
