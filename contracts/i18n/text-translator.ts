import type { CompiledCatalogue } from './compile';

type Render = (key: string, values?: Record<string, string>) => string;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Translates the server's English sentences (errors, messages, field errors) by finding them in
 * the English catalogue: an exact text, or a message with simple {arguments} ("{label} is
 * required."), whose arguments are translated in turn when they are catalogue texts too. A text
 * of several sentences ("This link or code has expired. Please sign up again to get a new
 * link.") is translated sentence by sentence. Anything not in the catalogue is given back as it
 * came, so an untranslated sentence is still shown, in English.
 *
 * An argument that is itself a sentence with arguments ("You teach {subjects}") is translated
 * the same way, down to the catalogue's pieces. A piece whose key has a `.part.` segment
 * ("teaching.part.subjectIn": "{subject} in {places}") is only ever an argument: too general
 * to stand for a whole answer, it never translates one.
 */
export function makeTextTranslator(english: CompiledCatalogue, render: Render): (text: string) => string {
  const exact = new Map<string, string>();
  const patterns: { key: string; names: string[]; re: RegExp; part: boolean; words: number }[] = [];
  for (const [key, message] of Object.entries(english)) {
    // Compiled: text pieces and [name] for a simple argument; plurals and selects carry more
    // and are used by key only.
    if (message.every((t) => typeof t === 'string')) {
      const text = message.join('');
      if (!exact.has(text)) exact.set(text, key);
      continue;
    }
    if (!message.every((t) => typeof t === 'string' || t.length === 1)) continue;
    const names: string[] = [];
    const source = message.map((t) => {
      if (typeof t === 'string') return escape(t);
      names.push(t[0]);
      return '(.+?)';
    });
    const words = message.reduce<number>((n, t) => n + (typeof t === 'string' ? t.length : 0), 0);
    patterns.push({ key, names, re: new RegExp(`^${source.join('')}$`, 's'), part: key.includes('.part.'), words });
  }
  // The most particular first: "Student {id} not found." before "{what} not found.".
  patterns.sort((a, b) => b.words - a.words);

  const one = (text: string, asArgument = false): string | null => {
    const key = exact.get(text);
    if (key) return render(key);
    for (const p of patterns) {
      if (p.part && !asArgument) continue;
      const m = p.re.exec(text);
      if (!m) continue;
      const values: Record<string, string> = {};
      p.names.forEach((name, i) => {
        const value = m[i + 1];
        values[name] = one(value, true) ?? value;
      });
      return render(p.key, values);
    }
    return null;
  };

  return (text: string) => {
    const whole = one(text);
    if (whole !== null) return whole;
    const sentences = text.split(/(?<=[.!?])\s+(?=[A-Z'])/);
    if (sentences.length < 2) return text;
    const parts = sentences.map((s) => one(s));
    return parts.every((p) => p !== null) ? parts.join(' ') : text;
  };
}
