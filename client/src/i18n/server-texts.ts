import serverEn from '@contracts/i18n/messages/server.en.json';
import { issueText } from '@contracts/i18n/zod-issues';
import { z } from 'zod';
import { compiled } from './catalogues/types';
import { addEnglishServerTexts } from './language';

// Imported wherever the schemas come in (the signed-in area, the public pages, the sign-in form's
// rules): zod's own texts (an issue a schema gives no message for) become catalogue texts, and
// the English catalogue that renders them arrives with them, not in the sign-in page's first load.
z.config({ customError: issueText });
addEnglishServerTexts(compiled(serverEn));
