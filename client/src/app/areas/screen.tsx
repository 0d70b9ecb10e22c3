import type { ComponentType, ReactNode } from 'react';
import type { Role } from '@contracts/enums';
import type { ScreenKey } from '@contracts/i18n/keys';
import type { ScreenPath } from '../../lib/paths';

/**
 * One screen of a role's tree: its path, its place in the sidebar, and its code, loaded when
 * the route is first visited (the route's `lazy`), while its loader starts its data.
 */
export interface Screen {
  path: ScreenPath;
  /** Its name in the sidebar, a catalogue key. */
  label: ScreenKey;
  /** Shown in the sidebar (default true). */
  inNav?: boolean;
  page: () => Promise<ReactNode>;
}

export interface RoleTree {
  role: Role;
  /** The sidebar's heading, a catalogue key. */
  title: ScreenKey;
  home: ScreenPath;
  /** The spec's navigation-only path (/Sidebar...): it shows the bar and nothing else. */
  sidebarPath: ScreenPath;
  screens: Screen[];
}

/** A screen whose code is one module's default export, drawn with `props`. */
export function page<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  props?: () => Promise<P> | P,
): () => Promise<ReactNode> {
  return async () => {
    const [{ default: Page }, p] = await Promise.all([load(), props?.() ?? ({} as P)]);
    return <Page {...p} />;
  };
}

export const noticeBoard = async () => ({ board: (await import('../../features/file-boards/boards')).NOTICE_BOARD });
export const timetableBoard = async () => ({
  board: (await import('../../features/file-boards/boards')).TIMETABLE_BOARD,
});

/** A family's Fees and the receipts it opens, under the role's own paths (the parent's, the pupil's). */
export const familyFeeScreens = (
  fees: ScreenPath,
  receipt: ScreenPath,
  receiptPath: (feeId: number) => string,
): Screen[] => [
  {
    path: fees,
    label: 'menu.parentFees',
    page: page(
      () => import('../../features/fees/family-fees-page'),
      () => ({ receiptPath }),
    ),
  },
  {
    path: receipt,
    label: 'menu.receipt',
    inNav: false,
    page: page(
      () => import('../../features/fees/fee-receipt-page'),
      () => ({ back: { to: fees } }),
    ),
  },
];
