// What the school may upload, shared by the server's checks and the forms' file pickers.

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_UPLOAD_LABEL = '10 MB';

/**
 * The accepted types, by what the content really is (checked from its first bytes on the
 * server): PDF, common images and the office documents teachers share.
 */
export const UPLOAD_TYPES = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/gif': ['gif'],
  'image/bmp': ['bmp'],
  'image/webp': ['webp'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['pptx'],
} as const satisfies Record<string, readonly string[]>;

export type UploadMimeType = keyof typeof UPLOAD_TYPES;

export const UPLOAD_EXTENSIONS: readonly string[] = Object.values(UPLOAD_TYPES).flat();

/** For a file input's `accept` attribute. */
export const UPLOAD_ACCEPT = UPLOAD_EXTENSIONS.map((e) => `.${e}`).join(',');

export const UPLOAD_TYPES_LABEL = 'PDF, JPG, PNG, GIF, BMP, WebP, Word (.docx), Excel (.xlsx) or PowerPoint (.pptx)';

/** What one kind of upload takes: its size limit and its types (by content), as the screens name them. */
export interface UploadRule {
  maxBytes: number;
  maxLabel: string;
  types: readonly UploadMimeType[];
  typesLabel: string;
}

export const ANY_UPLOAD: UploadRule = {
  maxBytes: MAX_UPLOAD_BYTES,
  maxLabel: MAX_UPLOAD_LABEL,
  types: Object.keys(UPLOAD_TYPES) as UploadMimeType[],
  typesLabel: UPLOAD_TYPES_LABEL,
};

/** The school's logo: a small picture every printed page and the sign-in page load. */
export const LOGO_UPLOAD: UploadRule = {
  maxBytes: 512 * 1024,
  maxLabel: '512 KB',
  types: ['image/png', 'image/jpeg'],
  typesLabel: 'PNG, JPG',
};

/** The file names' endings a rule takes, for a file picker's `accept` and its early check. */
export const extensionsOf = (rule: UploadRule): string[] => rule.types.flatMap((t) => UPLOAD_TYPES[t]);

/** For a file input's `accept` attribute. */
export const acceptOf = (rule: UploadRule): string =>
  extensionsOf(rule)
    .map((e) => `.${e}`)
    .join(',');

// The spec's preview rule: these are shown as pictures, anything else in a frame.
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp'] as const;

export function isUploadMimeType(type: string): type is UploadMimeType {
  return Object.hasOwn(UPLOAD_TYPES, type);
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** Every record that carries an uploaded file answers these. */
export interface FileFields {
  /** Where signed-in users open or download it. */
  file_url: string;
  /** The uploader's file name, cleaned for display. */
  file_name: string;
  file_type: UploadMimeType;
}
