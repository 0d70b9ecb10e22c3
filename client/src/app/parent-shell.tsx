import { useState } from 'react';
import { Alert } from '../components/alert';
import { Loading } from '../components/loading';
import { useT } from '../i18n/use-t';
import { errorText } from '../lib/api-client';
import { ChosenChildProvider } from '../lib/viewed-student';
import { ChildSwitcher } from '../features/parents/child-switcher';
import { useChildren } from '../features/parents/parents-api';
import { parentTree } from './areas/parent-screens';
import { RoleLayout } from './role-layout';
import '../features/parents/parents.css';

const CHILD_KEY = 'child_id';

/** The parent's shell: the child switcher above every screen, which show the chosen child. */
export function ParentShell() {
  const t = useT();
  const children = useChildren();
  const [wanted, setWanted] = useState(() => localStorage.getItem(CHILD_KEY));
  const list = children.data ?? [];
  const chosen = list.find((c) => c.student_id === wanted)?.student_id ?? list[0]?.student_id ?? null;
  const choose = (id: string) => {
    localStorage.setItem(CHILD_KEY, id);
    setWanted(id);
  };
  const banner = children.isPending ? (
    <Loading />
  ) : children.error ? (
    <Alert message={{ kind: 'error', text: errorText(children.error, t('shell.childrenLoadFailed')) }} />
  ) : !list.length ? (
    <Alert message={{ kind: 'info', text: t('shell.noChildren') }} />
  ) : (
    <ChildSwitcher options={list} chosen={chosen!} onChoose={choose} />
  );
  return (
    <ChosenChildProvider value={{ studentId: chosen }}>
      <RoleLayout tree={parentTree} banner={banner} />
    </ChosenChildProvider>
  );
}
