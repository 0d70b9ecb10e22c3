import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../server/src/lib/root';

// The house rules that `npm run lint` holds, run on a few lines as if they were a file of the
// tree (eslint.config.js as it is, the file need not exist): each refusal CONTRIBUTING.md promises.
const eslint = new ESLint({ cwd: ROOT });
const problems = async (file: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}/${file}` });
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
};

describe('npm run lint', () => {
  it('refuses an exported setter that keeps a setting in a module-level variable', async () => {
    const found = await problems(
      'server/src/modules/example/school-name.ts',
      `let schoolName = 'School';
export function setSchoolName(name: string): void {
  schoolName = name;
}
export const greeting = () => schoolName;
`,
    );
    expect(found).toEqual([
      expect.stringMatching(
        /^wiring\/no-module-setters: 'setSchoolName' stores a setting in the module-level 'schoolName'/,
      ),
    ]);
  });

  it('refuses a configure* function that fills a module-level collection', async () => {
    const found = await problems(
      'server/src/mail/example.ts',
      `const delivered = new Set<string>();
export const configureChannels = (channels: string[]) => {
  for (const c of channels) delivered.add(c);
};
export const delivers = (c: string) => delivered.has(c);
`,
    );
    expect(found).toEqual([expect.stringMatching(/^wiring\/no-module-setters: 'configureChannels'/)]);
  });

  it('lets a factory that compose.ts calls with the config through', async () => {
    const found = await problems(
      'server/src/modules/example/greeting.ts',
      `export function greeting(config: { schoolName: string }) {
  return { say: () => config.schoolName };
}
`,
    );
    expect(found).toEqual([]);
  });

  it('lets through only the pool, which STILL_SETTERS names with its reason; the setters that became parts fail', async () => {
    const setter = (name: string) => `let value: unknown = null;
export function ${name}(v: unknown): void {
  value = v;
}
export const current = () => value;
`;
    for (const name of ['configureLoginAccounts', 'configureAbsenceAlerts', 'setDeliveredChannels'])
      expect(await problems('server/src/modules/example/old.ts', setter(name))).toEqual([
        expect.stringMatching(new RegExp(`^wiring/no-module-setters: '${name}'`)),
      ]);
    expect(await problems('server/src/db/example.ts', setter('setPool'))).toEqual([]);
  });

  it('refuses an import against the layers: a policy importing http/', async () => {
    const found = await problems(
      'server/src/policies/example-policy.ts',
      `import { requireUser } from '../http/session';
export const mayRead = requireUser;
`,
    );
    expect(found).toEqual([expect.stringMatching(/^no-restricted-imports: .*Policies are pure rules/)]);
  });

  it('refuses an English sentence in a thrown error', async () => {
    const found = await problems(
      'server/src/modules/example/example.service.ts',
      `import { AppError } from '../../core/errors';
export function refuse(): never {
  throw new AppError(400, 'The class is full');
}
`,
    );
    expect(found).toEqual([expect.stringMatching(/^no-restricted-syntax: Server texts are catalogue keys/)]);
  });
});
