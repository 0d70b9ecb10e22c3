import type { Request, RequestHandler } from 'express';
import { isLanguage, type Language, LANGUAGE_HEADER } from '@contracts/i18n/languages';
import { translateSentence } from './messages';

/** The language our client named for this request; English for every other caller. */
export function requestLanguage(req: Request): Language {
  const language = req.get(LANGUAGE_HEADER);
  return isLanguage(language) ? language : 'en';
}

type Answer = Record<string, unknown>;

/**
 * Our client names the screen's language in X-Language; the sentences it shows (`error`,
 * `message` and the field errors) are then answered in that language. Without the header (the
 * spec's own client, scripts, the tests of the spec's calls) every answer stays in English,
 * byte for byte. Only those three fields change: names, IDs and data are never touched.
 */
export const answerLanguage: RequestHandler = (req, res, next) => {
  const language = requestLanguage(req);
  if (language === 'en') return next();
  res.vary(LANGUAGE_HEADER);
  const json = res.json.bind(res);
  res.json = (body?: unknown) => {
    if (body && typeof body === 'object' && !Array.isArray(body)) {
      const answer = { ...(body as Answer) };
      for (const field of ['error', 'message'] as const) if (typeof answer[field] === 'string') answer[field] = translateSentence(language, answer[field]);
      if (answer.fields && typeof answer.fields === 'object') {
        answer.fields = Object.fromEntries(Object.entries(answer.fields as Answer).map(([k, v]) => [k, typeof v === 'string' ? translateSentence(language, v) : v]));
      }
      return json(answer);
    }
    return json(body);
  };
  next();
};
