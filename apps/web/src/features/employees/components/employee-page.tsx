// One employee (/{orgId}/employees/{id}; "new" creates one): personal data, work and pay, PND1 allowances and
// provident fund. Saving needs payroll access (the API answers 403 otherwise, and the page says so).
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { employeeInput, payTypes } from '@banchee/contracts';
import { BANKS } from '@banchee/domain';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ConfirmDelete } from '../../../components/confirm-delete';
import { Loading } from '../../../components/full-page-loading';
import { taxIdError } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useForm } from '../../../lib/use-form';
import { useOrgId } from '../../../lib/use-org-id';
import { useDepartments } from '../api/departments';
import { useDeleteEmployee, useEmployee, useSaveEmployee, type Employee } from '../api/employees';
import { useEmpText } from '../i18n/use-employees-text';

const blank = (e?: Employee) => ({
  code: e?.code ?? '',
  national_id: e?.national_id ?? '',
  title: e?.title ?? '',
  first_name: e?.first_name ?? '',
  last_name: e?.last_name ?? '',
  first_name_en: e?.first_name_en ?? '',
  last_name_en: e?.last_name_en ?? '',
  department_id: e?.department_id ?? '',
  position: e?.position ?? '',
  start_date: e?.start_date ?? '',
  end_date: e?.end_date ?? '',
  pay_type: e?.pay_type ?? 'MONTHLY',
  salary: e?.salary ?? '',
  monthly_allowance: e?.monthly_allowance ?? '',
  bank_code: e?.bank_code ?? '',
  bank_account_number: e?.bank_account_number ?? '',
  social_security: e?.social_security ?? true,
  social_security_number: e?.social_security_number ?? '',
  spouse_allowance: e?.spouse_allowance ?? false,
  children: e?.children ?? 0,
  other_allowances: e?.other_allowances ?? '',
  pvd_employee_rate: e?.pvd_employee_rate ?? '',
  pvd_employer_rate: e?.pvd_employer_rate ?? '',
  address: e?.address ?? '',
});

function EmployeeForm({ employee }: { employee?: Employee }) {
  const { t, i18n } = useTranslation();
  const { text, errorMessage } = useEmpText();
  const organizationId = useOrgId();
  const navigate = useNavigate();
  const departments = useDepartments(organizationId);
  const save = useSaveEmployee(organizationId);
  const remove = useDeleteEmployee(organizationId);
  const [deleting, setDeleting] = useState(false);
  const form = useForm(blank(employee), t);
  const { reset } = form;
  useEffect(
    () => reset(blank(employee)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset when the loaded employee changes only
    [employee],
  );
  const back = () => void navigate(`/${organizationId}/employees`);
  const noPay = employee !== undefined && employee.salary === undefined;
  const name = employee ? `${employee.first_name} ${employee.last_name}` : '';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate(employeeInput, (values) => ({
      national_id: taxIdError(values.national_id, t),
    }));
    if (!input) return;
    save.mutate(
      { id: employee?.id, input },
      {
        onSuccess: (saved) => {
          notify.success(text('employees.saved', { name: `${saved.first_name} ${saved.last_name}` }));
          back();
        },
        onError: (error) => {
          if (!form.showServerErrors(error)) notify.error(errorMessage(error));
        },
      },
    );
  };
  const check = (field: 'social_security' | 'spouse_allowance') => ({
    checked: form.values[field],
    onChange: (event: { currentTarget: { checked: boolean } }) =>
      form.set(field, event.currentTarget.checked),
  });

  return (
    <Card withBorder radius="md" padding="xl" maw={960} mx="auto" my="xl">
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <Group justify="space-between">
            <Title order={1} fz={24}>
              {employee ? name : text('employees.newTitle')}
            </Title>
            {employee ? (
              <Button variant="subtle" color="red" onClick={() => setDeleting(true)}>
                {t('common.delete')}
              </Button>
            ) : null}
          </Group>
          {noPay ? <Alert color="yellow">{text('employees.noPayAccess')}</Alert> : null}
          <Title order={2} fz={16}>
            {text('employees.personal')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label={text('employees.code')} {...form.text('code')} />
            <TextInput
              label={text('employees.nationalId')}
              withAsterisk
              data-autofocus
              {...form.text('national_id')}
            />
            <TextInput label={text('employees.titleField')} {...form.text('title')} />
            <TextInput label={text('employees.firstName')} withAsterisk {...form.text('first_name')} />
            <TextInput label={text('employees.lastName')} withAsterisk {...form.text('last_name')} />
            <span />
            <TextInput label={text('employees.firstNameEn')} {...form.text('first_name_en')} />
            <TextInput label={text('employees.lastNameEn')} {...form.text('last_name_en')} />
          </SimpleGrid>
          <Textarea label={text('employees.address')} autosize minRows={2} {...form.text('address')} />
          <Title order={2} fz={16}>
            {text('employees.work')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select
              label={text('employees.department')}
              data={(departments.data?.data ?? []).map((d) => ({ value: d.id, label: d.name }))}
              value={form.values.department_id || null}
              onChange={(value) => form.set('department_id', value ?? '')}
              error={form.errors.department_id}
              clearable
            />
            <TextInput label={text('employees.position')} {...form.text('position')} />
            <Select
              label={text('employees.payType')}
              data={payTypes.map((p) => ({ value: p, label: text(`employees.payTypes.${p}`) }))}
              value={form.values.pay_type}
              onChange={(value) => form.set('pay_type', value ?? 'MONTHLY')}
              allowDeselect={false}
            />
            <TextInput
              type="date"
              label={text('employees.startDate')}
              withAsterisk
              {...form.text('start_date')}
            />
            <TextInput type="date" label={text('employees.endDate')} {...form.text('end_date')} />
            <span />
            {noPay ? null : (
              <>
                <TextInput
                  label={text('employees.salary')}
                  withAsterisk
                  inputMode="decimal"
                  {...form.text('salary')}
                />
                <TextInput
                  label={text('employees.monthlyAllowance')}
                  inputMode="decimal"
                  {...form.text('monthly_allowance')}
                />
                <span />
                <Select
                  label={text('employees.bank')}
                  data={BANKS.map((b) => ({
                    value: b.code,
                    label: i18n.language === 'en' ? b.nameEn : b.nameTh,
                  }))}
                  value={form.values.bank_code || null}
                  onChange={(value) => form.set('bank_code', value ?? '')}
                  error={form.errors.bank_code}
                  searchable
                  clearable
                />
                <TextInput label={text('employees.bankAccount')} {...form.text('bank_account_number')} />
              </>
            )}
            <TextInput
              label={text('employees.socialSecurityNumber')}
              {...form.text('social_security_number')}
            />
          </SimpleGrid>
          <Checkbox label={text('employees.socialSecurity')} {...check('social_security')} />
          {noPay ? null : (
            <>
              <Title order={2} fz={16}>
                {text('employees.taxAllowances')}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <Checkbox mt="lg" label={text('employees.spouse')} {...check('spouse_allowance')} />
                <NumberInput
                  label={text('employees.children')}
                  min={0}
                  max={20}
                  allowDecimal={false}
                  value={form.values.children}
                  onChange={(value) => form.set('children', typeof value === 'number' ? value : 0)}
                  error={form.errors.children}
                />
                <TextInput
                  label={text('employees.otherAllowances')}
                  inputMode="decimal"
                  {...form.text('other_allowances')}
                />
                <TextInput
                  label={text('employees.pvdEmployee')}
                  inputMode="decimal"
                  {...form.text('pvd_employee_rate')}
                />
                <TextInput
                  label={text('employees.pvdEmployer')}
                  inputMode="decimal"
                  {...form.text('pvd_employer_rate')}
                />
              </SimpleGrid>
            </>
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={back}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} disabled={noPay}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
      <ConfirmDelete
        name={name}
        opened={deleting}
        loading={remove.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={() =>
          remove.mutate(employee?.id ?? '', {
            onSuccess: () => {
              notify.success(text('employees.deleted', { name }));
              back();
            },
            onError: (error) => {
              setDeleting(false);
              notify.error(errorMessage(error));
            },
          })
        }
      />
    </Card>
  );
}

export function EmployeePage() {
  const organizationId = useOrgId();
  const { errorMessage } = useEmpText();
  const { id } = useParams();
  const isNew = id === 'new';
  const employee = useEmployee(organizationId, isNew ? undefined : id);
  if (isNew) return <EmployeeForm />;
  if (employee.isPending) return <Loading fullPage />;
  if (!employee.data) return <Card m="xl">{errorMessage(employee.error)}</Card>;
  return <EmployeeForm employee={employee.data} />;
}
