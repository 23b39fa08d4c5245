import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { Info } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { notify } from '@/components/feedback/notify';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import {
  hasBlankRegisterField,
  PHONE_PREFIXES,
  REGISTER_BLANK_MESSAGE,
  registerSchema,
  type RegisterInput,
  type RegisterValues,
} from '@/rules/auth';
import { AuthCard } from './auth-card';
import { TextFields, type TextFieldSpec } from './text-fields';
import { FormField } from '@/components/form/form-field';

const prefixOptions = PHONE_PREFIXES.map((prefix) => ({ value: prefix, label: `+${prefix}` }));

export const REGISTER_UNAVAILABLE_MESSAGE =
  'Admin accounts are created by an existing administrator. Please ask one to create your account.';

const FIELDS_BEFORE_PHONE: TextFieldSpec<RegisterInput>[] = [
  { name: 'fullName', label: 'Full name', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
];
const FIELDS_AFTER_PHONE: TextFieldSpec<RegisterInput>[] = [
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
  { name: 'passwordRepeat', label: 'Repeat password', type: 'password', autoComplete: 'new-password' },
];

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
  const { register, handleSubmit, getValues } = form;
  const { errors } = form.formState;

  const onValid = () => setChecked(true);
  const onInvalid = () => {
    setChecked(false);
    if (hasBlankRegisterField(getValues())) notify.warning({ title: REGISTER_BLANK_MESSAGE });
  };

  return (
    <AuthCard subtitle="Register">
      <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} className="grid gap-3.5">
        <TextFields idPrefix="register" fields={FIELDS_BEFORE_PHONE} form={form} />
        <FormField
          id="register-phone"
          label="Phone"
          error={errors.phone?.message ?? errors.prefixPhone?.message}
        >
          {/* The prefix beside the number is not the labelled control: the number input takes the wiring. */}
          {(control) => (
            <div className="flex gap-2">
              <Select
                aria-label="Phone prefix"
                className="w-24 shrink-0"
                options={prefixOptions}
                {...register('prefixPhone')}
              />
              <Input
                type="tel"
                autoComplete="tel-national"
                inputMode="tel"
                {...control}
                {...register('phone')}
              />
            </div>
          )}
        </FormField>
        <TextFields idPrefix="register" fields={FIELDS_AFTER_PHONE} form={form} />
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
