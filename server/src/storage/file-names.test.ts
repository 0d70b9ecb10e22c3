import { describe, expect, it } from 'vitest';
import { contentDisposition, displayName, MAX_DISPLAY_NAME } from './file-names';

describe('the display name kept for an upload', () => {
  it('drops directory parts of every style', () => {
    expect(displayName('../../etc/passwd.pdf', 'application/pdf')).toBe('passwd.pdf');
    expect(displayName('..\\..\\windows\\win.ini.pdf', 'application/pdf')).toBe('win.ini.pdf');
    expect(displayName('/abs/path/report.png', 'image/png')).toBe('report.png');
  });

  it('keeps encoded slashes as plain text, never as a path', () => {
    expect(displayName('..%2f..%2fsecret.pdf', 'application/pdf')).toBe('%2f..%2fsecret.pdf');
  });

  it('removes NUL, control and right-to-left override characters', () => {
    expect(displayName('inv\u0000oice\u0007.pdf', 'application/pdf')).toBe('invoice.pdf');
    expect(displayName('photo\u202Egpj.pdf', 'application/pdf')).toBe('photogpj.pdf');
    expect(displayName('\u200Fname\u2066.png', 'image/png')).toBe('name.png');
  });

  it('bounds the length and keeps the extension', () => {
    const name = displayName(`${'a'.repeat(300)}.pdf`, 'application/pdf');
    expect(name.length).toBe(MAX_DISPLAY_NAME);
    expect(name.endsWith('.pdf')).toBe(true);
  });

  it('never cuts a character in half', () => {
    const name = displayName(`${'😀'.repeat(200)}.png`, 'image/png');
    expect(Array.from(name).length).toBe(MAX_DISPLAY_NAME);
    expect(name).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });

  it('gives the extension of what the content really is', () => {
    expect(displayName('notes.html', 'application/pdf')).toBe('notes.html.pdf');
    expect(displayName('photo.JPEG', 'image/jpeg')).toBe('photo.JPEG');
    expect(displayName('noextension', 'image/png')).toBe('noextension.png');
  });

  it('falls back to "file" when nothing readable is left', () => {
    expect(displayName('../..', 'application/pdf')).toBe('file.pdf');
    expect(displayName('\u0000\u202E', 'image/png')).toBe('file.png');
    expect(displayName(undefined, 'image/gif')).toBe('file.gif');
  });
});

describe('Content-Disposition', () => {
  it('gives an ASCII fallback and the exact UTF-8 name (RFC 6266)', () => {
    expect(contentDisposition('attachment', 'Résumé "final" 100%.pdf')).toBe(
      `attachment; filename="Resume _final_ 100_.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%22final%22%20100%25.pdf`,
    );
    expect(contentDisposition('inline', 'समय सारणी.png')).toBe(
      `inline; filename="___ _____.png"; filename*=UTF-8''${encodeURIComponent('समय सारणी')}.png`,
    );
  });

  it('encodes the characters RFC 5987 does not allow bare', () => {
    expect(contentDisposition('inline', "it's (1)*.pdf")).toContain("filename*=UTF-8''it%27s%20%281%29%2A.pdf");
  });
});
