import type { SchoolFormats } from '@contracts/i18n/format';
import { api } from './api-client';

/** The school's date format and digits, as its setup says. */
export const schoolFormats = (signal?: AbortSignal) => api.get<SchoolFormats>('/settings/formats', { signal });
