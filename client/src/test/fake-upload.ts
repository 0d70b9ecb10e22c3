import { vi } from 'vitest';

export interface SeenUpload {
  method: string;
  path: string;
  /** The text fields of the multipart form, and the file's name under "file". */
  fields: Record<string, string>;
}

/**
 * Stands in for XMLHttpRequest (api-upload.ts sends files with it for the progress bar): answers
 * every upload with `body` and records the multipart form a screen sent. The server's side of
 * uploads is tested against the real server.
 */
export function stubUploads(body: unknown, status = 200) {
  const seen: SeenUpload[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    withCredentials = false;
    private method = '';
    private url = '';
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader() {}
    send(form: FormData) {
      const fields: Record<string, string> = {};
      form.forEach((v, k) => (fields[k] = typeof v === 'string' ? v : v.name));
      seen.push({ method: this.method, path: new URL(this.url, 'http://localhost').pathname, fields });
      this.status = status;
      this.responseText = JSON.stringify(body);
      queueMicrotask(() => this.onload?.());
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return seen;
}
