import appEn from '@contracts/i18n/messages/app.en.json';
import { compiled } from './catalogues/types';
import { addEnglishAppTexts } from './language';

// Imported by the signed-in area's routes: its screens' English texts arrive with their code.
addEnglishAppTexts(compiled(appEn));
