import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { NOT_YET_CONVERTED } from './not-yet-converted';

const SRC = path.resolve(import.meta.dirname, '..');
const VISIBLE_ATTRIBUTES = new Set(['label', 'title', 'placeholder', 'aria-label', 'alt', 'submitLabel']);
const MESSAGE_PROPERTIES = new Set(['text', 'label', 'message', 'title']);
const SETTERS = /^set(Error|Alert|Message|Notice)$/;
// Words, and not a catalogue key ('login.title').
const hasWords = (s: string) => /\p{L}{2,}/u.test(s) && !/^[a-z]+(\.[A-Za-z]+)+$/.test(s);
const isText = (
  n: ts.Node | undefined,
): n is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateExpression =>
  !!n && (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n) || ts.isTemplateExpression(n));
const textOf = (n: ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateExpression) =>
  ts.isTemplateExpression(n) ? [n.head.text, ...n.templateSpans.map((s) => s.literal.text)].join(' ') : n.text;

/** The user-visible string literals of a component: JSX text, visible attributes, message objects and setters. */
export function literalTexts(file: string, source: string): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) found.push(node.text.trim());
    if (ts.isJsxAttribute(node) && VISIBLE_ATTRIBUTES.has(node.name.getText(sf)) && node.initializer) {
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
      if (isText(value) && hasWords(textOf(value))) found.push(textOf(value));
    }
    const inContent = (n: ts.Node) => ts.isJsxElement(n.parent) || ts.isJsxFragment(n.parent);
    if (ts.isJsxExpression(node) && inContent(node) && isText(node.expression) && hasWords(textOf(node.expression)))
      found.push(textOf(node.expression));
    if (
      ts.isPropertyAssignment(node) &&
      MESSAGE_PROPERTIES.has(node.name.getText(sf)) &&
      isText(node.initializer) &&
      hasWords(textOf(node.initializer))
    ) {
      found.push(textOf(node.initializer));
    }
    if (ts.isCallExpression(node) && SETTERS.test(node.expression.getText(sf))) {
      for (const arg of node.arguments) if (isText(arg) && hasWords(textOf(arg))) found.push(textOf(arg));
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

function components(dir: string): string[] {
  return readdirSync(path.join(SRC, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.posix.join(dir, e.name);
    if (e.isDirectory()) return components(rel);
    return e.name.endsWith('.tsx') && !e.name.endsWith('.test.tsx') ? [rel.replace(/^\.\//, '')] : [];
  });
}

// Every component (paths under client/src) but those still listed shows only catalogue texts.
const CONVERTED = components('.').filter((f) => !NOT_YET_CONVERTED.includes(f));

describe('texts come from the catalogue', () => {
  it.each(CONVERTED)('%s shows no text of its own', (file) => {
    expect(literalTexts(file, readFileSync(path.join(SRC, file), 'utf8'))).toEqual([]);
  });

  it('finds the kinds of text it looks for', () => {
    const sample = `const A = () => <p title="Hello there">Welcome back<input placeholder={'Your name'} />{'Sign in'}</p>;
      setError('Login failed.'); const m = { kind: 'error', text: \`Oops \${x} happened\` };`;
    expect(literalTexts('a.tsx', sample).sort()).toEqual([
      'Hello there',
      'Login failed.',
      'Oops   happened',
      'Sign in',
      'Welcome back',
      'Your name',
    ]);
  });

  it('lists as not yet converted only components that exist (a list that only shrinks)', () => {
    const all = components('.');
    expect(NOT_YET_CONVERTED.filter((f) => !all.includes(f))).toEqual([]);
  });
});
