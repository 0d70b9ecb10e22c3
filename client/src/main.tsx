import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouter } from './app/router';
import { initialLanguage, switchLanguage } from './i18n/language';
import './styles/app.css';

// Odia or Hindi: their catalogue arrives before the first paint, so no English flashes first.
const language = initialLanguage();
const ready = language === 'en' ? Promise.resolve() : switchLanguage(language).catch(() => undefined);

void ready.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppRouter />
    </StrictMode>,
  ),
);
