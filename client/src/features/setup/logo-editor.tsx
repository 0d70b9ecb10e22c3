import { useState } from 'react';
import { LOGO_UPLOAD } from '@contracts/files';
import type { AlertMessage } from '../../components/alert';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FileUpload } from '../../components/file-upload';
import { useT } from '../../i18n/use-t';
import { errorText } from '../../lib/api-client';
import { schoolChanged, useSchoolLogo } from '../../lib/school';
import { uploadForm, useUpload } from '../../lib/use-upload';
import { LOGO_PATH, type LogoAnswer, setupApi } from './setup-api';

/**
 * The school's logo on the profile part of School Setup: saved on its own, at once (it is a file,
 * not a field of the setup document), then shown on the sign-in page and every printed page.
 */
export function LogoEditor({ say }: { say: (m: AlertMessage | null) => void }) {
  const t = useT();
  const current = useSchoolLogo();
  const { progress, send } = useUpload();
  const [file, setFile] = useState<File | null>(null);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const done = (work: Promise<LogoAnswer>) => {
    setBusy(true);
    work
      .then(({ message }) => {
        setFile(null);
        setAsking(false);
        schoolChanged();
        say({ kind: 'success', text: message });
      })
      .catch((err: unknown) => say({ kind: 'error', text: errorText(err, t('schoolSetup.logoFailed')) }))
      .finally(() => setBusy(false));
  };
  return (
    <div className="setup-logo">
      {current ? (
        <img className="school-logo" src={current} alt={t('schoolSetup.logoCurrent')} />
      ) : (
        <p className="auth-hint">{t('schoolSetup.logoNone')}</p>
      )}
      <FileUpload
        label={t('schoolSetup.logo')}
        file={file}
        onChange={setFile}
        progress={progress}
        rule={LOGO_UPLOAD}
        disabled={busy}
      />
      <div className="setup-flags">
        <button
          type="button"
          className="btn"
          disabled={!file || busy}
          onClick={() => file && done(send<LogoAnswer>('PUT', LOGO_PATH, uploadForm({}, file)))}
        >
          {t(current ? 'schoolSetup.logoReplace' : 'schoolSetup.logoUpload')}
        </button>
        {current && (
          <button type="button" className="btn btn-danger" disabled={busy} onClick={() => setAsking(true)}>
            {t('schoolSetup.logoRemove')}
          </button>
        )}
      </div>
      <ConfirmDialog
        open={asking}
        message={t('schoolSetup.logoRemoveConfirm')}
        onYes={() => done(setupApi.removeLogo())}
        onNo={() => setAsking(false)}
        busy={busy}
      />
    </div>
  );
}
