import { useCallback, useState } from 'react';
import { upload } from './api-upload';

/** A multipart form of text fields and at most one file (sent as "file"). */
export function uploadForm(fields: Record<string, string | number | undefined>, file?: File | null): FormData {
  const form = new FormData();
  // A field left out (an optional class) is not sent at all.
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) form.append(k, String(v));
  if (file) form.append('file', file);
  return form;
}

/** Sends uploads through api-client's upload() and exposes the progress (0..1, null when idle). */
export function useUpload() {
  const [progress, setProgress] = useState<number | null>(null);
  const send = useCallback(async <T>(method: 'POST' | 'PUT', path: string, form: FormData): Promise<T> => {
    setProgress(0);
    try {
      return await upload<T>(method, path, form, setProgress);
    } finally {
      setProgress(null);
    }
  }, []);
  return { progress, send };
}
