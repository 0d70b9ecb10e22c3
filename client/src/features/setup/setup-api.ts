import { useQuery } from '@tanstack/react-query';
import type { MessageResponse } from '@contracts/auth';
import type { SetupDocument, SetupInput, SetupTemplate } from '@contracts/setup';
import { api } from '../../lib/api-client';

export const SETUP_KEY = 'setup';

export const setupApi = {
  /** The whole document: what it leaves out is dropped (409 when that has records). */
  save: (doc: SetupInput) => api.put<MessageResponse & SetupDocument>('/admin/setup', doc),
};

export const useSetup = () =>
  useQuery({ queryKey: [SETUP_KEY, 'document'], queryFn: () => api.get<SetupDocument>('/admin/setup') });

export const useSetupTemplates = () =>
  useQuery({ queryKey: [SETUP_KEY, 'templates'], queryFn: () => api.get<SetupTemplate[]>('/admin/setup/templates') });
