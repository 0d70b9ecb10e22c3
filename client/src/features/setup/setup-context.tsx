import { createContext, useContext } from 'react';
import type { Path, UseFormReturn } from 'react-hook-form';
import type { SetupForm } from './setup-form';

// The setup screen's parts share its one form and the last save's 409 (the row it names).

export interface Conflict {
  /** The row's path in the form: `classes.3`, `classes.3.sections.1`. */
  path: string;
  text: string;
}

export interface SetupContextValue {
  form: UseFormReturn<SetupForm>;
  conflict: Conflict | null;
  /** Keeps the row and marks it retired: the answer to a 409. */
  retire: (path: string) => void;
}

export const SetupContext = createContext<SetupContextValue | null>(null);

export function useSetupForm(): SetupContextValue {
  const value = useContext(SetupContext);
  if (!value) throw new Error('useSetupForm outside the setup screen');
  return value;
}

/** A path the form's own types cannot follow (built from indexes at run time). */
export const at = (path: string) => path as Path<SetupForm>;
