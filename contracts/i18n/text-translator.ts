import type { RawCatalogue } from './compile';

type Render = (key: string, values?: Record<string, string>) => string;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Translates the server's English sentences (errors, messages, field errors) by finding them in
 * the English catalogue: an exact text, or a message with simple {arguments} ("{label} is
 * required."), whose arguments are translated in turn when they are catalogue texts too. A text
 * of several sentences ("This link or code has expired. Please sign up again to get a new
 * link.") is translated sentence by sentence. Anything not in the catalogue is given back as it
 * came, so an untranslated sentence is still shown, in English.
 */
export function makeTextTranslator(english: RawCatalogue, render: Render): (text: string) => string {
  const exact = new Map<string, string>();
  const patterns: { key: string; names: string[]; re: RegExp }[] = [];
  for (const [key, message] of Object.entries(english)) {
    if (!message.includes('{')) {
      if (!exact.has(message)) exact.set(message, key);
      continue;
    }
    const names: string[] = [];
    const source = message.split(/(\{\w+\})/).map((part) => {
      const arg = /^\{(\w+)\}$/.exec(part);
      if (!arg) return escape(part);
      names.push(arg[1]);
      return '(.+?)';
    });
    // Only simple arguments are matched back; plurals and selects are used by key only.
    if (!/[{}]/.test(source.filter((_, i) => i % 2 === 0).join(''))) patterns.push({ key, names, re: new RegExp(`^${source.join('')}$`, 's') });
  }

  const one = (text: string): string | null => {
    const key = exact.get(text);
    if (key) return render(key);
    for (const p of patterns) {
      const m = p.re.exec(text);
      if (!m) continue;
      const values: Record<string, string> = {};
      p.names.forEach((name, i) => {
        const value = m[i + 1];
        const valueKey = exact.get(value);
        values[name] = valueKey ? render(valueKey) : value;
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
    const parts = sentences.map(one);
    return parts.every((p) => p !== null) ? parts.join(' ') : text;
  };
}
