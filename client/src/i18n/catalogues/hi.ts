import app from '@contracts/i18n/messages/app.hi.json';
import screens from '@contracts/i18n/messages/screens.hi.json';
import server from '@contracts/i18n/messages/server.hi.json';
import '@fontsource/noto-sans-devanagari/devanagari-400.css';
import '@fontsource/noto-sans-devanagari/devanagari-700.css';
import '../fonts.css';
import { compiled, type LanguagePack } from './types';

export const pack: LanguagePack = { screens: { ...compiled(screens), ...compiled(app) }, server: compiled(server) };
