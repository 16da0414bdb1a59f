// Sign-up (/register): a new user and their first organisation in one step, validated with the
// registerRequest contract (plus the tax id checksum); afterwards the user lands in that organisation, or
// back on ?next= when sent here from the sign-in page (e.g. by an invitation link).
import {
  Alert,
  Anchor,
  Button,
  Divider,
  Group,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { registerRequest } from '@banchee/contracts';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import {
  errorText,
  serverFieldErrors,
  taxIdError,
  zodFieldErrors,
  type FieldErrors,
} from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { safeNextPath } from '../../../lib/payload';
import { useRegister } from '../api/register';
import { AuthFrame } from './auth-frame';

type UserField = 'first_name' | 'last_name' | 'email' | 'password' | 'phone';
type OrganizationField = 'name' | 'tax_id' | 'branch_code' | 'address';

interface Values {
  user: Record<UserField, string>;
  organization: Record<OrganizationField, string>;
}

const empty: Values = {
  user: { first_name: '', last_name: '', email: '', password: '', phone: '' },
  organization: { name: '', tax_id: '', branch_code: '00000', address: '' },
};

export function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Sent here from /login?next=… (e.g. an invitation link): go back there after signing up.
  const [params] = useSearchParams();
  const next = params.get('next');
  const registerMutation = useRegister();
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const clear = (path: string) => setErrors((current) => ({ ...current, [path]: undefined }));
  const bindUser = (field: UserField) => ({
    value: values.user[field],
    error: errors[field],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, user: { ...current.user, [field]: value } }));
      clear(field);
    },
  });
  const bindOrganization = (field: OrganizationField) => ({
    value: values.organization[field],
    error: errors[`organization.${field}`],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, organization: { ...current.organization, [field]: value } }));
      clear(`organization.${field}`);
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = registerRequest.safeParse({ ...values.user, organization: values.organization });
    const found: FieldErrors = parsed.success ? {} : zodFieldErrors(parsed.error, t);
    found['organization.tax_id'] ??= taxIdError(values.organization.tax_id, t);
    if (values.user.password.length > 0 && values.user.password.length < 8)
      found.password = t('validation.passwordLength');
    const messages = Object.fromEntries(Object.entries(found).filter(([, message]) => message !== undefined));
    setErrors(messages);
    if (!parsed.success || Object.keys(messages).length > 0) return;
    registerMutation.mutate(parsed.data, {
      onSuccess: (answer) => {
        notify.success(t('auth.signedUp'));
        const target = next ? safeNextPath(next) : `/${answer.organization.id}/dashboard`;
        void navigate(target, { replace: true });
      },
      onError: (error) => {
        const fields = serverFieldErrors(error);
        if (error instanceof ApiError && error.status === 409) fields.email = t('auth.emailTaken');
        // The password policy lives on the server (no dictionary in the bundle); its answer, translated.
        if (error instanceof ApiError && error.code === 'AUTH.WEAK_PASSWORD')
          fields.password = t('auth.weakPassword');
        setErrors(fields);
        if (Object.keys(fields).length === 0) {
          const throttled = error instanceof ApiError && error.code === 'AUTH.TOO_MANY_ATTEMPTS';
          setFormError(throttled ? t('auth.throttled') : errorText(error, t));
        }
      },
    });
  };

  return (
    <AuthFrame title={t('auth.signUpTitle')} subtitle={t('auth.signUpSubtitle')} width={560}>
      <form onSubmit={onSubmit} noValidate aria-label={t('auth.signUpTitle')}>
        <Stack gap="md">
          {formError ? (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
              {formError}
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('auth.firstName')}
              autoComplete="given-name"
              withAsterisk
              autoFocus
              {...bindUser('first_name')}
            />
            <TextInput
              label={t('auth.lastName')}
              autoComplete="family-name"
              withAsterisk
              {...bindUser('last_name')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('auth.email')}
              type="email"
              autoComplete="email"
              withAsterisk
              {...bindUser('email')}
            />
            <TextInput label={t('auth.phone')} type="tel" autoComplete="tel" {...bindUser('phone')} />
          </SimpleGrid>
          <PasswordInput
            label={t('auth.password')}
            description={t('auth.passwordHint')}
            autoComplete="new-password"
            withAsterisk
            {...bindUser('password')}
          />
          <Divider label={t('auth.yourOrganization')} labelPosition="left" mt="xs" />
          <TextInput label={t('organization.name')} withAsterisk {...bindOrganization('name')} />
          <Group grow align="flex-start">
            <TextInput
              label={t('organization.taxId')}
              inputMode="numeric"
              maxLength={17}
              {...bindOrganization('tax_id')}
            />
            <TextInput
              label={t('organization.branch')}
              inputMode="numeric"
              maxLength={5}
              {...bindOrganization('branch_code')}
            />
          </Group>
          <Textarea label={t('organization.address')} autosize minRows={2} {...bindOrganization('address')} />
          <Button type="submit" size="md" loading={registerMutation.isPending} fullWidth>
            {t('auth.signUp')}
          </Button>
          <Text size="sm" ta="center" c="dimmed">
            {t('auth.haveAccount')}{' '}
            <Anchor component={Link} to="/login" fw={500}>
              {t('auth.signInLink')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthFrame>
  );
}
