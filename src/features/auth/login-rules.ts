import { loginSchema, type LoginInput, type LoginValues } from '@/rules/auth';

export type LoginField = keyof LoginInput;
export type LoginErrors = Partial<Record<LoginField, string>>;

/**
 * The login rules, in a chunk of their own: zod (5.6 KB gzip) is fetched when the form is first
 * checked, not before the login page can work (docs/bundle.md). Each field shows its first message,
 * as the resolver of the other forms does.
 */
export function checkLogin(input: LoginInput): { values: LoginValues } | { errors: LoginErrors } {
  const result = loginSchema.safeParse(input);
  if (result.success) return { values: result.data };
  const errors: LoginErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && errors[field] === undefined)
      errors[field] = issue.message;
  }
  return { errors };
}
