// The logo, signature and stamp printed on documents (PNG or JPEG up to 200 KB), on the settings page.
import {
  ORGANIZATION_IMAGE_KINDS,
  ORGANIZATION_IMAGE_MAX_BYTES,
  ORGANIZATION_IMAGE_TYPES,
  type OrganizationImage,
} from '@banchee/contracts';
import { Button, FileButton, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/form-section';
import { notify } from '../../../lib/notify';
import { useOrganizationImages } from '../api/list-organization-images';
import { useSaveOrganizationImage } from '../api/save-organization-image';
import { failureText } from './settings-failure';

/** The file's bytes as base64, without the data: prefix. */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function ImagesSection({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  const images = useOrganizationImages(organizationId);
  const save = useSaveOrganizationImage(organizationId);
  const byKind = new Map<string, OrganizationImage>((images.data?.data ?? []).map((i) => [i.kind, i]));

  const upload = async (kind: OrganizationImage['kind'], file: File | null) => {
    if (!file) return;
    const type = ORGANIZATION_IMAGE_TYPES.find((allowed) => allowed === file.type);
    if (!type) return notify.error(t('settings.imageFailed'), t('settings.errors.imageType'));
    if (file.size > ORGANIZATION_IMAGE_MAX_BYTES)
      return notify.error(t('settings.imageFailed'), t('settings.errors.imageSize'));
    save.mutate(
      { kind, input: { contentType: type, data: await base64Of(file) } },
      {
        onSuccess: () => notify.success(t('settings.imageSaved')),
        onError: (error) => notify.error(t('settings.imageFailed'), failureText(error, t)),
      },
    );
  };

  return (
    <FormSection title={t('settings.images')}>
      <Text size="sm" c="dimmed">
        {t('settings.imagesHint')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {ORGANIZATION_IMAGE_KINDS.map((kind) => {
          const image = byKind.get(kind);
          return (
            <Stack key={kind} gap="xs" data-testid={`image-${kind}`}>
              <Text fw={500}>{t(`settings.image.${kind}`)}</Text>
              {image ? (
                <Image src={image.dataUrl} alt={t(`settings.image.${kind}`)} h={64} w="auto" fit="contain" />
              ) : (
                <Text size="sm" c="dimmed">
                  {t('settings.noImage')}
                </Text>
              )}
              <Group gap="xs">
                <FileButton
                  accept={ORGANIZATION_IMAGE_TYPES.join(',')}
                  onChange={(file) => void upload(kind, file)}
                >
                  {(props) => (
                    <Button variant="light" size="xs" {...props}>
                      {t('settings.chooseImage')}
                    </Button>
                  )}
                </FileButton>
                {image ? (
                  <Button
                    variant="subtle"
                    color="red"
                    size="xs"
                    onClick={() =>
                      save.mutate(
                        { kind, input: null },
                        {
                          onError: (error) => notify.error(t('settings.imageFailed'), failureText(error, t)),
                        },
                      )
                    }
                  >
                    {t('settings.removeImage')}
                  </Button>
                ) : null}
              </Group>
            </Stack>
          );
        })}
      </SimpleGrid>
    </FormSection>
  );
}
