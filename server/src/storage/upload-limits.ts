import { MAX_UPLOAD_BYTES } from '@contracts/files';

// Every multipart route reads with these bounds (imports too).
export const UPLOAD_LIMITS = {
  fileSize: MAX_UPLOAD_BYTES,
  files: 1,
  fields: 12,
  parts: 13,
  fieldSize: 16 * 1024,
  fieldNameSize: 64,
  fieldNestingDepth: 0,
  headerPairs: 50,
};
