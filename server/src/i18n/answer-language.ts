import type { Request, RequestHandler } from 'express';
import { isLanguage, type Language, LANGUAGE_HEADER } from '@contracts/i18n/languages';
import { textIn } from './messages';

/** The language our client named for this request; English for every other caller. */
export function requestLanguage(req: Request): Language {
  const language = req.get(LANGUAGE_HEADER);
  return isLanguage(language) ? language : 'en';
}

type Answer = Record<string, unknown>;

const eachValue = (o: unknown, f: (v: unknown) => unknown) =>
  o && typeof o === 'object' && !Array.isArray(o)
    ? Object.fromEntries(Object.entries(o).map(([k, v]) => [k, f(v)]))
    : o;

/**
 * The sentences of an answer (`error`, `message`, the field errors, an import's row problems,
 * a promotion's refusals per student) are catalogue texts, packed with their arguments
 * (`msg(key, values)`); they are written here in the language our client named in X-Language.
 * Without the header (the spec's own client, scripts, the tests of the spec's calls) they are
 * written in English, as the spec words them. Names, IDs and data are never touched.
 */
export function writeAnswer(language: Language, body: Answer): Answer {
  const text = (v: unknown) => (typeof v === 'string' ? textIn(language, v) : v);
  const answer = { ...body };
  for (const field of ['error', 'message'] as const) if (field in answer) answer[field] = text(answer[field]);
  if ('fields' in answer) answer.fields = eachValue(answer.fields, text);
  if ('students' in answer && 'error' in answer) answer.students = eachValue(answer.students, text);
  if (Array.isArray(answer.errors))
    answer.errors = answer.errors.map((e: unknown) =>
      e && typeof e === 'object' && 'message' in e ? { ...e, message: text(e.message) } : e,
    );
  return answer;
}

export const answerLanguage: RequestHandler = (req, res, next) => {
  const language = requestLanguage(req);
  if (language !== 'en') res.vary(LANGUAGE_HEADER);
  const json = res.json.bind(res);
  res.json = (body?: unknown) =>
    json(body && typeof body === 'object' && !Array.isArray(body) ? writeAnswer(language, body as Answer) : body);
  next();
};
