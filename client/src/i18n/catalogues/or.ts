import app from '@contracts/i18n/messages/app.or.json';
import screens from '@contracts/i18n/messages/screens.or.json';
import server from '@contracts/i18n/messages/server.or.json';
import '@fontsource/noto-sans-oriya/oriya-400.css';
import '@fontsource/noto-sans-oriya/oriya-700.css';
import '../fonts.css';
import { compiled, type LanguagePack } from './types';

export const pack: LanguagePack = { screens: { ...compiled(screens), ...compiled(app) }, server: compiled(server) };
