import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { Info } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { notify } from '@/lib/notify';
import { PhoneField, TextField } from '@/components/form/fields';
import { Button } from '@/components/ui/button';
import {
  hasBlankRegisterField,
  PHONE_PREFIXES,
  REGISTER_BLANK_MESSAGE,
  registerSchema,
  type RegisterInput,
  type RegisterValues,
} from '@/rules/auth';
import { AuthCard } from './auth-card';

const prefixOptions = PHONE_PREFIXES.map((prefix) => ({ value: prefix, label: `+${prefix}` }));

export const REGISTER_UNAVAILABLE_MESSAGE =
  'Admin accounts are created by an existing administrator. Please ask one to create your account.';

// SPEC §2.3: the screen checks the fields but shows no call, so no account is created here.
export function RegisterForm() {
  const [checked, setChecked] = useState(false);
  const form = useForm<RegisterInput, unknown, RegisterValues>({
    resolver: zodResolver(registerSchema),
    defaultValues: {
      fullName: '',
      email: '',
      prefixPhone: '84',
      phone: '',
      password: '',
      passwordRepeat: '',
    },
  });

  const onValid = () => setChecked(true);
  const onInvalid = () => {
    setChecked(false);
    if (hasBlankRegisterField(form.getValues())) notify.warning({ title: REGISTER_BLANK_MESSAGE });
  };

  return (
    <AuthCard subtitle="Register">
      <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} className="grid gap-3.5">
        <TextField
          form={form}
          name="fullName"
          id="register-full-name"
          label="Full name"
          autoComplete="name"
        />
        <TextField
          form={form}
          name="email"
          id="register-email"
          label="Email"
          type="email"
          autoComplete="email"
        />
        <PhoneField
          form={form}
          name="phone"
          prefixName="prefixPhone"
          prefixOptions={prefixOptions}
          id="register-phone"
          label="Phone"
          type="tel"
          autoComplete="tel-national"
        />
        <TextField
          form={form}
          name="password"
          id="register-password"
          label="Password"
          type="password"
          autoComplete="new-password"
        />
        <TextField
          form={form}
          name="passwordRepeat"
          id="register-password-repeat"
          label="Repeat password"
          type="password"
          autoComplete="new-password"
        />
        {checked ? (
          <div
            role="status"
            className="flex gap-2 rounded-md border border-info/30 bg-info/10 p-3 text-sm text-info"
          >
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <p>{REGISTER_UNAVAILABLE_MESSAGE}</p>
          </div>
        ) : null}
        <Button type="submit" className="mt-1 w-full">
          Register
        </Button>
        <p className="text-center text-sm text-muted-foreground">
          Already have an account?{' '}
          <Link to="/auth/login" className="font-medium text-primary hover:underline">
            Back to login
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}
