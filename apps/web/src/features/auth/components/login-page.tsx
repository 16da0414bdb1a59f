// Sign-in (/login): e-mail and password with validation messages; on success the visitor goes back to
// the page they were sent here from (?next=…) or to the home page, told that they just signed in (the home page
// then opens the dashboard straight away when there is exactly one organisation).
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { loginRequest } from '@banchee/contracts';
import { z } from 'zod';
import { ApiError } from '../../../lib/api-client';
import { errorText, serverFieldErrors, zodFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { safeNextPath } from '../../../lib/payload';
import { useSession } from '../../../lib/use-session';
import { useLogin } from '../api/login';
import { AuthFrame } from './auth-frame';

// The contract, plus an e-mail format check so a typo is caught before a round trip.
const loginFormSchema = loginRequest.extend({ email: z.string().trim().min(1).max(254).pipe(z.email()) });

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const { token } = useSession();
  const loginMutation = useLogin();
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const signedIn = { signedIn: true };
  if (token && !loginMutation.isPending) {
    return <Navigate to={next} replace state={loginMutation.isSuccess ? signedIn : undefined} />;
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = loginFormSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error, t));
      return;
    }
    setErrors({});
    loginMutation.mutate(parsed.data, {
      onSuccess: () => void navigate(next, { replace: true, state: signedIn }),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) setFormError(t('auth.invalidCredentials'));
        else if (error instanceof ApiError && error.status === 429) setFormError(t('auth.throttled'));
        else {
          const fields = serverFieldErrors(error);
          setErrors(fields);
          if (Object.keys(fields).length === 0) setFormError(errorText(error, t));
        }
      },
    });
  };

  const change = (field: keyof typeof values) => (event: { currentTarget: HTMLInputElement }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  return (
    <AuthFrame title={t('auth.signInTitle')} subtitle={t('auth.signInSubtitle')}>
      <form onSubmit={onSubmit} noValidate aria-label={t('auth.signInTitle')}>
        <Stack gap="md">
          {formError ? (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" data-testid="login-error">
              {formError}
            </Alert>
          ) : null}
          <TextInput
            label={t('auth.email')}
            type="email"
            name="email"
            autoComplete="username"
            autoFocus
            value={values.email}
            onChange={change('email')}
            error={errors.email}
            withAsterisk
          />
          <PasswordInput
            label={t('auth.password')}
            name="password"
            autoComplete="current-password"
            value={values.password}
            onChange={change('password')}
            error={errors.password}
            withAsterisk
          />
          <Button type="submit" size="md" loading={loginMutation.isPending} fullWidth>
            {t('auth.signIn')}
          </Button>
          <Text size="sm" ta="center" c="dimmed">
            {t('auth.noAccount')}{' '}
            <Anchor
              component={Link}
              // An invitation link (/?invitation=…) opened while signed out survives signing up too.
              to={next === '/' ? '/register' : `/register?next=${encodeURIComponent(next)}`}
              fw={500}
            >
              {t('auth.signUpLink')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthFrame>
  );
}
