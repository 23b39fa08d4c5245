import { Link } from '@tanstack/react-router';
import { AuthCard } from './auth-card';

export const FORGOT_NOTICE =
  'Admin passwords are reset by an existing administrator. Please ask one to set a new password for you.';

/** SPEC §2.2 lists /auth/forgot but shows no call: the page says who can help instead of a dead form. */
export function ForgotNotice() {
  return (
    <AuthCard subtitle="Forgot your password?">
      <p className="text-sm">{FORGOT_NOTICE}</p>
      <p className="mt-5 text-center text-sm">
        <Link to="/auth/login" className="font-medium text-primary hover:underline">
          Back to login
        </Link>
      </p>
    </AuthCard>
  );
}
