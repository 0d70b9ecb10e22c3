import { Page } from '../../components/page';
import { useCurrentUser } from '../../lib/auth';

// The signed-in home of each role until its own dashboard screen replaces it.
export function Welcome({ title }: { title: string }) {
  const user = useCurrentUser();
  return (
    <Page title={title}>
      <p className="welcome">
        Welcome, <strong>{user?.userId}</strong>
        {user?.email && <> ({user.email})</>}
      </p>
    </Page>
  );
}
