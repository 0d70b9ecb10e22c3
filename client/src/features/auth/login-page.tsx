import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { safeNext } from '../../lib/auth-api';
import { type LoginNotice, type SignedInArea, SignInForm } from './sign-in-form';

export type { LoginNotice } from './sign-in-form';

/** The sign-in page inside the router: reached by a link, a sign-out or a session that ended. */
export default function LoginPage({ area }: { area: SignedInArea }) {
  const navigate = useNavigate();
  const notice = (useLocation().state ?? {}) as LoginNotice;
  const next = safeNext(useSearchParams()[0].get('next'));
  return <SignInForm area={area} notice={notice} next={next} go={(path) => navigate(path)} LinkTo={Link} />;
}
