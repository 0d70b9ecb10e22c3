import { useSchoolLogo } from '../lib/school';
import './school-logo.css';

/**
 * The school's logo, printed beside its name (letters, receipts, report cards, the sign-in page).
 * The name beside it says what it is, so the picture itself is decoration (empty alt).
 */
export function SchoolLogo({ className = '' }: { className?: string }) {
  const src = useSchoolLogo();
  return src ? <img className={`school-logo ${className}`.trim()} src={src} alt="" /> : null;
}

/** The school's name with its logo before it, as the top line of a printed page. */
export function SchoolMark({ name, className }: { name: string | undefined; className: string }) {
  return (
    <div className="school-mark">
      <SchoolLogo />
      {name && <p className={className}>{name}</p>}
    </div>
  );
}
