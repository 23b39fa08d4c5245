import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Copy, Download, ShieldCheck } from 'lucide-react';
import { FormField } from '@/components/form/form-field';
import { PageHeader } from '@/components/layout/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import {
  useAdminConfirmTwoFactorMutation,
  useAdminDisableTwoFactorMutation,
  useAdminStartTwoFactorMutation,
} from '@/gql/hooks';
import { readFragment } from '@/gql';
import { TwoFactorSetupFragmentDoc, type TwoFactorSetupFragment } from '@/gql/graphql';
import { fieldErrorOf, ApiError } from '@/lib/api-error';
import { reportError } from '@/lib/error-mapper';
import { notify } from '@/lib/notify';

type Setup = TwoFactorSetupFragment;

/** The QR code of the otpauth:// address; `qrcode` loads with this screen only (docs/bundle.md). */
function QrCode({ url }: { url: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((qr) => qr.toDataURL(url, { margin: 1, width: 200, errorCorrectionLevel: 'M' }))
      .then((data) => live && setSrc(data))
      .catch(reportError);
    return () => {
      live = false;
    };
  }, [url]);
  return src ? (
    <img
      src={src}
      width={200}
      height={200}
      alt="QR code for your authenticator app"
      className="rounded border"
    />
  ) : (
    <div
      role="status"
      className="size-[200px] animate-pulse rounded border bg-muted"
      aria-label="Loading the QR code"
    />
  );
}

/** Server refusals that belong under one field: a wrong code, a wrong password. */
function fieldMessage(e: unknown, field: string): string | undefined {
  const named = fieldErrorOf(e);
  if (named?.field === field) return named.message;
  if (field === 'code' && e instanceof ApiError && e.code === 'BAD_TWO_FACTOR_CODE') return e.message;
  return undefined;
}

/** After confirming: the ten recovery codes, shown this once, to copy or download. */
function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const text = `KAR Admin recovery codes\nEach works once, in place of a code from your app.\n\n${codes.join('\n')}\n`;
  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => notify.success({ title: 'Recovery codes copied' }),
      () => notify.error({ title: 'Copying is not allowed here; download the codes instead' }),
    );
  const download = () => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    link.download = 'kar-admin-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(link.href);
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck aria-hidden="true" className="size-5 text-success" /> Two-step sign-in is on
        </CardTitle>
        <CardDescription>
          Keep these recovery codes somewhere safe. Each one signs you in once if you lose your phone. They
          are shown only now.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ol aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono text-sm sm:max-w-md">
          {codes.map((c) => (
            <li key={c} className="rounded border bg-muted px-3 py-1.5 text-center">
              {c}
            </li>
          ))}
        </ol>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={() => void copy()}>
            <Copy aria-hidden="true" /> Copy
          </Button>
          <Button type="button" variant="outline" onClick={download}>
            <Download aria-hidden="true" /> Download
          </Button>
          <Button type="button" onClick={onDone}>
            I saved them
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

function ConfirmSetup({ setup, onConfirmed }: { setup: Setup; onConfirmed: (codes: string[]) => void }) {
  const [error, setError] = useState<string | undefined>();
  const code = useRef<HTMLInputElement>(null);
  const confirm = useAdminConfirmTwoFactorMutation();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    confirm.mutate(
      { code: code.current?.value.trim() ?? '' },
      {
        onSuccess: (data) => onConfirmed(data.adminConfirmTwoFactor.recoveryCodes),
        onError: (e) => {
          const message = fieldMessage(e, 'code');
          if (message) setError(message);
          else reportError(e);
        },
      },
    );
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Scan the QR code</CardTitle>
        <CardDescription>
          In your authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…), add an
          account with this QR code, or type the key below. Then enter the 6-digit code it shows.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-[auto_1fr]">
        <QrCode url={setup.otpauthUrl} />
        <div className="grid content-start gap-4">
          <div>
            <p className="text-sm font-medium" id="two-step-key-label">
              Key for typing in
            </p>
            <code
              aria-labelledby="two-step-key-label"
              className="mt-1 block break-all rounded border bg-muted px-3 py-2 font-mono text-sm"
            >
              {setup.secret.replace(/(.{4})/g, '$1 ').trim()}
            </code>
          </div>
          <form noValidate className="grid max-w-xs gap-3" onSubmit={onSubmit}>
            <FormField id="two-step-code" label="Code from the app" error={error}>
              <Input
                ref={code}
                inputMode="numeric"
                autoComplete="one-time-code"
                onChange={() => setError(undefined)}
              />
            </FormField>
            <Button type="submit" disabled={confirm.isPending}>
              {confirm.isPending ? 'Checking…' : 'Turn on'}
            </Button>
          </form>
        </div>
      </CardContent>
    </Card>
  );
}

function TurnOff() {
  const [errors, setErrors] = useState<{ password?: string; code?: string }>({});
  const password = useRef<HTMLInputElement>(null);
  const code = useRef<HTMLInputElement>(null);
  const disable = useAdminDisableTwoFactorMutation();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    disable.mutate(
      { password: password.current?.value ?? '', code: code.current?.value.trim() ?? '' },
      {
        onSuccess: () => {
          notify.success({ title: 'Two-step sign-in is off' });
          window.location.assign('/account/two-step');
        },
        onError: (e) => {
          const next = { password: fieldMessage(e, 'password'), code: fieldMessage(e, 'code') };
          if (next.password || next.code) setErrors(next);
          else reportError(e);
        },
      },
    );
  };
  return (
    <form noValidate className="grid max-w-sm gap-3" onSubmit={onSubmit}>
      <p className="text-sm text-muted-foreground">To turn it off, enter your password and a code.</p>
      <FormField id="two-step-off-password" label="Password" error={errors.password}>
        <Input ref={password} type="password" autoComplete="current-password" />
      </FormField>
      <FormField id="two-step-off-code" label="Code (or a recovery code)" error={errors.code}>
        <Input ref={code} autoComplete="one-time-code" />
      </FormField>
      <Button type="submit" variant="destructive" disabled={disable.isPending}>
        Turn off two-step sign-in
      </Button>
    </form>
  );
}

/**
 * 'Two-step sign-in' from the profile menu (docs/security.md): turn it on (QR code and key, confirmed by a
 * code, then the recovery codes once), or off (password and a code). An admin whose role requires it is
 * kept here until it is on.
 */
export function TwoStepScreen({ enabled, required }: { enabled: boolean; required: boolean }) {
  const [setup, setSetup] = useState<Setup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const start = useAdminStartTwoFactorMutation({
    onSuccess: (data) => setSetup(readFragment(TwoFactorSetupFragmentDoc, data.adminStartTwoFactor)),
    onError: (e) => reportError(e),
  });

  return (
    <section className="grid max-w-3xl gap-4">
      <PageHeader
        title="Two-step sign-in"
        actions={
          <Badge variant={enabled || codes ? 'success' : 'secondary'}>
            {enabled || codes ? 'On' : 'Off'}
          </Badge>
        }
      />
      {required && !enabled && !codes ? (
        <p role="alert" className="rounded-md border border-warning/40 bg-warning/10 px-4 py-3 text-sm">
          Your role requires two-step sign-in. Turn it on to continue to the rest of KAR Admin.
        </p>
      ) : null}
      {codes ? (
        <RecoveryCodes codes={codes} onDone={() => window.location.assign('/home')} />
      ) : setup ? (
        <ConfirmSetup setup={setup} onConfirmed={setCodes} />
      ) : enabled ? (
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <ShieldCheck aria-hidden="true" className="size-5 text-success" /> Two-step sign-in is on
            </CardTitle>
            <CardDescription>
              Signing in asks for a code from your authenticator app after your password.
            </CardDescription>
          </CardHeader>
          <CardContent>
            {required ? <p className="text-sm">Your role requires it.</p> : <TurnOff />}
          </CardContent>
        </Card>
      ) : (
        <Card>
          <CardHeader>
            <CardTitle>Protect your account with a second step</CardTitle>
            <CardDescription>
              After your password, signing in will ask for a 6-digit code from an authenticator app on your
              phone, so a stolen password alone cannot open KAR Admin.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Button type="button" onClick={() => start.mutate({})} disabled={start.isPending}>
              {start.isPending ? 'Preparing…' : 'Set up two-step sign-in'}
            </Button>
          </CardContent>
        </Card>
      )}
    </section>
  );
}
