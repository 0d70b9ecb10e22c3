import type { CompiledCatalogue } from '@contracts/i18n/compile';

/** What a language's lazily loaded chunk brings: its screens' texts and its server texts (for sentences checked in the browser). */
export interface LanguagePack {
  screens: CompiledCatalogue;
  server: CompiledCatalogue;
}

// The catalogue JSON files are compiled to ICU token arrays at build time (vite.config.ts), so
// their imported value is a compiled catalogue whatever TypeScript infers from the source.
export const compiled = (json: unknown) => json as CompiledCatalogue;
