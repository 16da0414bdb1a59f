// Selling or writing off an asset: the kind, the date and, for a sale, the price and the account paid into.
// The server books depreciation to the day, then the disposal with its gain or loss on 49880.
import type { Asset } from '@banchee/contracts';
import { disposeAssetRequest, dropEmpty } from '@banchee/contracts';
import { Alert, Button, Group, Modal, SegmentedControl, Select, Stack, TextInput } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { z } from 'zod';
import { notify } from '../../../lib/notify';
import { useForm } from '../../../lib/use-form';
import { useOrgId } from '../../../lib/use-org-id';
import { useDisposeAsset } from '../api/assets';
import { useAccountOptions } from '../api/categories';
import { useAssetText } from '../i18n/use-asset-text';
import { Confirm } from './confirm';
import { AssetDateInput } from './date-input';

/** A write-off sends no price or account; empty fields are dropped (spec §5). */
const disposalSchema = z.preprocess((value) => {
  const form = value as { kind: string; date: string };
  return form.kind === 'SALE' ? dropEmpty(value) : dropEmpty({ kind: form.kind, date: form.date });
}, disposeAssetRequest);

export function DisposeModal({
  asset,
  opened,
  onClose,
}: {
  asset: Asset;
  opened: boolean;
  onClose: () => void;
}) {
  const { text, refusal, ruleErrors, t } = useAssetText();
  const organizationId = useOrgId();
  const blank = { kind: 'SALE', date: '', proceeds: '', proceedsAccountCode: '11121' };
  const form = useForm(blank, t);
  const dispose = useDisposeAsset(organizationId);
  const accounts = useAccountOptions(organizationId, 'asset');
  const [confirming, setConfirming] = useState(false);
  const { reset } = form;
  useEffect(() => {
    if (opened) reset(blank);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset on open only
  }, [opened]);
  const sale = form.values.kind === 'SALE';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (form.validate(disposalSchema, (values) => ruleErrors(disposalSchema, values))) setConfirming(true);
  };
  const onConfirm = () => {
    const input = disposalSchema.parse(form.values);
    dispose.mutate(
      { id: asset.id, input },
      {
        onSuccess: () => {
          notify.success(text('assets.disposed', { name: asset.name }));
          setConfirming(false);
          onClose();
        },
        onError: (error) => {
          setConfirming(false);
          if (!form.showServerErrors(error)) notify.error(text('failed'), refusal(error));
        },
      },
    );
  };

  return (
    <>
      <Modal
        opened={opened && !confirming}
        onClose={onClose}
        title={text('assets.disposeTitle', { name: asset.name })}
        centered
      >
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            <SegmentedControl
              value={form.values.kind}
              onChange={(value) => form.set('kind', value)}
              data={[
                { value: 'SALE', label: text('assets.sale') },
                { value: 'WRITE_OFF', label: text('assets.writeOff') },
              ]}
            />
            <AssetDateInput
              label={text('assets.disposalDate')}
              withAsterisk
              value={form.values.date}
              error={form.errors.date}
              onChange={(value) => form.set('date', value)}
            />
            {sale ? (
              <>
                <TextInput
                  label={text('assets.proceeds')}
                  inputMode="decimal"
                  withAsterisk
                  {...form.text('proceeds')}
                />
                <Select
                  label={text('assets.proceedsAccount')}
                  searchable
                  withAsterisk
                  data={accounts.data ?? []}
                  value={form.values.proceedsAccountCode || null}
                  onChange={(value) => form.set('proceedsAccountCode', value ?? '')}
                  error={form.errors.proceedsAccountCode}
                />
              </>
            ) : null}
            <Alert color="blue" variant="light">
              {text('assets.disposeHint')}
            </Alert>
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" color="red">
                {text('assets.dispose')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      <Confirm
        opened={confirming}
        title={text('assets.disposeTitle', { name: asset.name })}
        body={text('assets.disposeConfirm')}
        confirmLabel={text('assets.dispose')}
        color="red"
        loading={dispose.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={onConfirm}
      />
    </>
  );
}
