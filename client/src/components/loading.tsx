import { useT } from '../i18n/use-t';

export function Loading({ label }: { label?: string }) {
  const t = useT();
  return (
    <p className="loading" role="status" aria-live="polite">
      {label ?? t('common.loading')}
    </p>
  );
}
