import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import path from 'node:path';
import { expect, signInOnce, test } from './support/fixtures';
import {
  arrangeSchool,
  drawn,
  layoutProblems,
  type Role,
  type School,
  seriousViolations,
  settle,
  trackRequests,
} from './support/screens';

// Every screen of every role, at a phone, a tablet and two desks: nothing scrolls sideways, the
// row actions are in the window, axe finds nothing critical or serious, the tab names the screen,
// and the menu bar keeps one height at tablet width.

const SCREENS: Record<Role, { path: string | ((s: School) => string); title: string }[]> = {
  public: [
    { path: '/Signin', title: 'Sign in' },
    { path: '/Signup', title: 'Sign up' },
  ],
  admin: [
    { path: '/Dashboard', title: 'Dashboard' },
    { path: '/addacount', title: 'Add Account' },
    { path: '/Teacherm', title: 'Teacher Management' },
    { path: '/Studentm', title: 'Student Management' },
    { path: '/Fee', title: 'Fee Management' },
    { path: (s) => `/FeeReceipt/${s.feeId}`, title: 'Fee Receipt' },
    { path: '/TimeTable', title: 'Timetables' },
    { path: '/Notice', title: 'Notices' },
    { path: '/Exams', title: 'Exams' },
    { path: '/FeeStructures', title: 'Fee Structures' },
    { path: '/FeeDefaulters', title: 'Fee Defaulters' },
    { path: '/Import', title: 'Import' },
    { path: '/Years', title: 'Academic Years' },
    { path: '/Promotion', title: 'Promotion' },
    { path: '/Outbox', title: 'Outbox' },
    { path: '/SchoolSetup', title: 'School Setup' },
    { path: '/Classm', title: 'Class Management' },
    { path: '/Deleted', title: 'Deleted records' },
    { path: '/python-backend', title: 'System Status' },
  ],
  teacher: [
    { path: '/TeacherDashboard', title: 'Teacher Dashboard' },
    { path: '/Attendancem', title: 'Attendance Management' },
    { path: '/Assignmentm', title: 'Assignment Management' },
    { path: '/Marksentry', title: 'Marks Entry' },
    { path: '/NoticeView', title: 'Notices' },
    { path: '/Teachertimetable', title: 'Time Table' },
  ],
  student: [
    { path: '/StudentDashboard', title: 'Student Dashboard' },
    { path: '/ProfileDetails', title: 'Profile Details' },
    { path: '/ExamResults', title: 'Exam Results' },
    { path: '/Studentsnoticeview', title: 'Notices' },
    { path: '/Attendanceview', title: 'Attendance' },
    { path: '/Assignmentview', title: 'Assignments' },
    { path: '/StudentTimetable', title: 'Time Table' },
    { path: '/StudentFees', title: 'Fees' },
  ],
  parent: [
    { path: '/ParentDashboard', title: 'Parent Dashboard' },
    { path: '/Attendanceview', title: 'Attendance' },
    { path: '/ExamResults', title: 'Exam Results' },
    { path: '/Assignmentview', title: 'Assignments' },
    { path: '/Studentsnoticeview', title: 'Notices' },
    { path: '/StudentTimetable', title: 'Time Table' },
    { path: '/ParentFees', title: 'Fees' },
  ],
};

// The phone first: each screen is opened at that width, as most parents and pupils open it, and
// then looked at in the other widths without reloading (the layout is CSS alone; tables measure
// themselves with a ResizeObserver).
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844, axe: true },
  { name: 'tablet', width: 768, height: 1024, axe: false },
  { name: 'teacher desk', width: 1280, height: 800, axe: false },
  { name: 'admin desk', width: 1366, height: 768, axe: true },
];

// Screens per test: a role with more is split, so the workers share the longest role's screens.
const PER_TEST = 7;

// Screenshots for looking at, when asked for: E2E_SCREENSHOTS=<folder>.
const shots = process.env.E2E_SCREENSHOTS;

// The app's CSP allows its own scripts only; axe is added by the test.
test.use({ bypassCSP: true });

let school: School;
// Each role (the admin's screens in parts) is a test of its own, spread over the workers: this
// file alone is the longest of the browser tests. Each worker arranges its own school.
test.describe.configure({ mode: 'parallel' });

test.beforeAll(async ({ baseURL }) => {
  school = await arrangeSchool(baseURL!);
});

/**
 * A part's first screen by its address; the next ones as the app's own links open them, with the
 * app staying loaded as it does for its users. Reloading the app for each screen (and axe, and a
 * teacher's background reads for offline use) was most of this file's time; opening a screen by
 * its address is what the navigation and first-request tests look at.
 */
async function open(page: Page, to: string, byAddress: boolean): Promise<void> {
  if (byAddress) {
    await page.goto(to);
    return;
  }
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

const chunks = <T>(list: T[]) =>
  Array.from({ length: Math.ceil(list.length / PER_TEST) }, (_, i) => list.slice(i * PER_TEST, (i + 1) * PER_TEST));
const widths = VIEWPORTS.map((vp) => vp.width).join(', ');

for (const [role, all] of Object.entries(SCREENS) as [Role, (typeof SCREENS)[Role]][]) {
  const parts = chunks(all);
  for (const [part, screens] of parts.entries()) {
    const which = parts.length > 1 ? ` (part ${part + 1} of ${parts.length})` : '';
    test(`every ${role} screen${which} fits ${widths} px and passes axe at the phone and the admin desk`, async ({
      page,
    }) => {
      test.setTimeout(240_000);
      await page.setViewportSize({ width: VIEWPORTS[0].width, height: VIEWPORTS[0].height });
      trackRequests(page);
      if (role !== 'public') {
        // Each role signs in through the form once per worker; its other tests reuse the session.
        const login = school.logins[role];
        await signInOnce(page, login.id, login.password);
        await expect(
          page.getByRole('button', { name: 'Logout' }).or(page.getByRole('button', { name: 'Menu' })),
        ).toBeVisible();
      }
      const problems: string[] = [];
      const barHeights = new Map<number, Set<number>>();
      for (const [i, screen] of screens.entries()) {
        const to = typeof screen.path === 'function' ? screen.path(school) : screen.path;
        await page.setViewportSize({ width: VIEWPORTS[0].width, height: VIEWPORTS[0].height });
        await open(page, to, i === 0 || role === 'public');
        await expect(page).toHaveTitle(`${screen.title} - School Management`);
        await settle(page);
        for (const vp of VIEWPORTS) {
          await page.setViewportSize({ width: vp.width, height: vp.height });
          await drawn(page);
          const at = `${to} at ${vp.width} px`;
          const { overflow, actionsOutside } = await layoutProblems(page);
          if (overflow > 0) problems.push(`${at}: ${overflow} px wider than the window`);
          if (actionsOutside.length)
            problems.push(`${at}: row actions outside the window: ${actionsOutside.join('; ')}`);
          if (vp.axe) for (const v of await seriousViolations(page)) problems.push(`${at}: ${v}`);
          if (role !== 'public' && vp.width < 800) {
            const heights = barHeights.get(vp.width) ?? new Set<number>();
            heights.add(Math.round((await page.locator('nav.sidebar').boundingBox())!.height));
            barHeights.set(vp.width, heights);
          }
          if (shots && vp.axe) {
            mkdirSync(shots, { recursive: true });
            await page.screenshot({
              path: path.join(shots, `${role}-${vp.width}${to.replace(/\W+/g, '-')}.png`),
              fullPage: true,
            });
          }
        }
      }
      expect(problems).toEqual([]);
      // The menu is one bar of one height on every page at a width (it once grew with each page's links).
      for (const heights of barHeights.values()) expect([...heights]).toHaveLength(1);
    });
  }
}
