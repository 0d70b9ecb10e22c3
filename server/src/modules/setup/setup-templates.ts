import type { SetupClass, SetupGrading, SetupSubject, TemplateKey } from '@contracts/setup';

// The shapes a school may start from. Applying one is a PUT of its document (the school's own
// profile and holidays kept), so a template is refused like any document that would drop a
// class, section or subject with records. Subjects whose code is one of today's six (math,
// english, physics, chemistry, odia, hindi) keep those records.

type Names = [en: string, or: string, hi: string];

const NAMES = {
  math: ['Mathematics', 'ଗଣିତ', 'गणित'],
  english: ['English', 'ଇଂରାଜୀ', 'अंग्रेज़ी'],
  hindi: ['Hindi', 'ହିନ୍ଦୀ', 'हिन्दी'],
  odia: ['Odia', 'ଓଡ଼ିଆ', 'ओड़िया'],
  sanskrit: ['Sanskrit', 'ସଂସ୍କୃତ', 'संस्कृत'],
  evs: ['Environmental Studies', 'ପରିବେଶ ଅଧ୍ୟୟନ', 'पर्यावरण अध्ययन'],
  science: ['Science', 'ବିଜ୍ଞାନ', 'विज्ञान'],
  social: ['Social Science', 'ସାମାଜିକ ବିଜ୍ଞାନ', 'सामाजिक विज्ञान'],
  health: ['Health and Physical Education', 'ସ୍ୱାସ୍ଥ୍ୟ ଓ ଶାରୀରିକ ଶିକ୍ଷା', 'स्वास्थ्य एवं शारीरिक शिक्षा'],
  physics: ['Physics', 'ପଦାର୍ଥ ବିଜ୍ଞାନ', 'भौतिकी'],
  chemistry: ['Chemistry', 'ରସାୟନ ବିଜ୍ଞାନ', 'रसायन विज्ञान'],
  biology: ['Biology', 'ଜୀବ ବିଜ୍ଞାନ', 'जीव विज्ञान'],
  accountancy: ['Accountancy', 'ହିସାବ ଶାସ୍ତ୍ର', 'लेखाशास्त्र'],
  business: ['Business Studies', 'ବ୍ୟବସାୟ ଅଧ୍ୟୟନ', 'व्यवसाय अध्ययन'],
  economics: ['Economics', 'ଅର୍ଥନୀତି', 'अर्थशास्त्र'],
  pe: ['Physical Education', 'ଶାରୀରିକ ଶିକ୍ଷା', 'शारीरिक शिक्षा'],
  informatics: ['Informatics Practices', 'ସୂଚନା ବିଜ୍ଞାନ ଅଭ୍ୟାସ', 'सूचना विज्ञान अभ्यास'],
} satisfies Record<string, Names>;
type Code = keyof typeof NAMES;

interface Options {
  names?: Names;
  group?: string;
  max?: number;
  counts?: boolean;
}

const subject = (code: Code, o: Options = {}): SetupSubject => {
  const [name, name_or, name_hi] = o.names ?? NAMES[code];
  return {
    code,
    name,
    name_or,
    name_hi,
    max_marks: o.max ?? 100,
    counts_in_total: o.counts ?? true,
    choice_group: o.group ?? null,
  };
};
const klass = (name: string, subjects: SetupSubject[], grading: string, sections = ['A']): SetupClass => ({
  name,
  sections,
  subjects,
  grading,
});
const numbered = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i));

/** Today's scale (contracts/grades.ts), the default of every template. */
const A1_E: SetupGrading = {
  name: 'A1-E',
  bands: [
    ['A1', 90],
    ['A2', 80],
    ['B1', 70],
    ['B2', 60],
    ['C1', 50],
    ['C2', 40],
    ['D', 33],
    ['E', 0],
  ].map(([grade, min]) => ({ grade: grade as string, min: min as number })),
};
const PRE_PRIMARY: SetupGrading = {
  name: 'Pre-primary',
  bands: [
    ['A+', 90],
    ['A', 75],
    ['B', 60],
    ['C', 45],
    ['D', 0],
  ].map(([grade, min]) => ({ grade: grade as string, min: min as number })),
};

/** The shape the app had fixed: classes 1-10, sections A-C, the spec's six subjects. */
const STANDARD = numbered(1, 10).map((n) =>
  klass(
    n,
    [
      subject('math', { names: ['Math', 'ଗଣିତ', 'गणित'] }),
      subject('english'),
      subject('physics'),
      subject('chemistry'),
      subject('odia'),
      subject('hindi'),
    ],
    A1_E.name,
    ['A', 'B', 'C'],
  ),
);

const THIRD = 'Third Language';
/** The Board of Secondary Education, Odisha: Hindi or Sanskrit as the third language. */
const ODISHA = numbered(1, 10).map((n) =>
  klass(
    n,
    [
      subject('odia', { names: ['First Language Odia', 'ପ୍ରଥମ ଭାଷା ଓଡ଼ିଆ', 'प्रथम भाषा ओड़िया'] }),
      subject('english', { names: ['Second Language English', 'ଦ୍ୱିତୀୟ ଭାଷା ଇଂରାଜୀ', 'द्वितीय भाषा अंग्रेज़ी'] }),
      subject('hindi', { names: ['Third Language Hindi', 'ତୃତୀୟ ଭାଷା ହିନ୍ଦୀ', 'तृतीय भाषा हिन्दी'], group: THIRD }),
      subject('sanskrit', { names: ['Third Language Sanskrit', 'ତୃତୀୟ ଭାଷା ସଂସ୍କୃତ', 'तृतीय भाषा संस्कृत'], group: THIRD }),
      subject('math'),
      subject('science'),
      subject('social'),
    ],
    A1_E.name,
  ),
);

const primary = () => [subject('english'), subject('hindi'), subject('math'), subject('evs')];
const middle = () => [
  subject('english'),
  subject('hindi'),
  subject('sanskrit', { group: THIRD }),
  subject('odia', { group: THIRD }),
  subject('math'),
  subject('science'),
  subject('social'),
];
const secondary = () => [
  subject('english'),
  subject('hindi', { group: 'Second Language' }),
  subject('sanskrit', { group: 'Second Language' }),
  subject('math'),
  subject('science'),
  subject('social'),
  subject('health', { counts: false }),
];
const scienceStream = () => [
  subject('english'),
  subject('physics'),
  subject('chemistry'),
  subject('math', { group: 'Elective' }),
  subject('biology', { group: 'Elective' }),
  subject('pe'),
];
const commerceStream = () => [
  subject('english'),
  subject('accountancy'),
  subject('business'),
  subject('economics'),
  subject('math', { group: 'Elective' }),
  subject('informatics', { group: 'Elective' }),
];

/** CBSE, LKG to 12 with Science and Commerce streams in 11 and 12. */
const CBSE = [
  klass(
    'LKG',
    primary().map((s) => ({ ...s, max_marks: 50 })),
    PRE_PRIMARY.name,
  ),
  klass(
    'UKG',
    primary().map((s) => ({ ...s, max_marks: 50 })),
    PRE_PRIMARY.name,
  ),
  ...numbered(1, 5).map((n) => klass(n, primary(), A1_E.name)),
  ...numbered(6, 8).map((n) => klass(n, middle(), A1_E.name)),
  ...numbered(9, 10).map((n) => klass(n, secondary(), A1_E.name)),
  ...['11', '12'].flatMap((n) => [
    klass(`${n} Science`, scienceStream(), A1_E.name),
    klass(`${n} Commerce`, commerceStream(), A1_E.name),
  ]),
];

export interface TemplateShape {
  key: TemplateKey;
  name: string;
  classes: SetupClass[];
  gradings: SetupGrading[];
}

export const SETUP_TEMPLATES: readonly TemplateShape[] = [
  {
    key: 'standard',
    name: 'Classes 1-10, sections A-C, six subjects (as installed)',
    classes: STANDARD,
    gradings: [A1_E],
  },
  { key: 'odisha', name: 'Odisha board, classes 1-10', classes: ODISHA, gradings: [A1_E] },
  { key: 'cbse', name: 'CBSE, LKG-12 with streams', classes: CBSE, gradings: [A1_E, PRE_PRIMARY] },
  { key: 'empty', name: 'Empty: no classes yet', classes: [], gradings: [A1_E] },
];
