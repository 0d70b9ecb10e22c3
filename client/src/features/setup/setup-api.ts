import { useQuery } from '@tanstack/react-query';
import type { MessageResponse } from '@contracts/auth';
import type { SetupDocument, SetupInput, SetupTemplate } from '@contracts/setup';
import { api } from '../../lib/api-client';
import { SETUP_KEY } from '../../lib/school-setup';

export { SETUP_KEY };
// The document is read through lib/, as other admin forms read the classes' subjects from it too.
export { useSetupDocument as useSetup } from '../../lib/school-setup';

/** The school's logo: a multipart PUT of the picture (field "file") replaces it, DELETE removes it. */
export const LOGO_PATH = '/admin/setup/logo';
export type LogoAnswer = MessageResponse & { logo_url: string | null };

export const setupApi = {
  /** The whole document: what it leaves out is dropped (409 when that has records). */
  save: (doc: SetupInput) => api.put<MessageResponse & SetupDocument>('/admin/setup', doc),
  removeLogo: () => api.delete<LogoAnswer>(LOGO_PATH),
};

export const useSetupTemplates = () =>
  useQuery({ queryKey: [SETUP_KEY, 'templates'], queryFn: () => api.get<SetupTemplate[]>('/admin/setup/templates') });
