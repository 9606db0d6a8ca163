/**
 * The site's logo, shown in the header and printed on tickets and report PDFs: a PNG or JPEG image of at
 * most SITE_LOGO_MAX_BYTES. The browser checks the kind and size first; the server checks the image itself.
 */
import { Button, FileButton, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { SITE_LOGO_MAX_BYTES, SITE_LOGO_TYPES } from '@weighbridge/contract/site';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { errorText } from '../../app/api-client';
import { showToast } from '../../components/toast';
import { useKnownTexts } from '../../lib/known-texts';
import { useRemoveSiteLogo, useSaveSiteLogo } from './api/site-settings';
import { logoMessages as text, siteSavedMessages as saved } from './messages';

/** The file as a data URL, as the server takes it. */
function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

export function SiteLogoPanel({ logoUrl }: { logoUrl: string | null }) {
  const intl = useIntl();
  const knownText = useKnownTexts(saved);
  const saving = useSaveSiteLogo();
  const removing = useRemoveSiteLogo();

  async function upload(file: File | null) {
    if (!file) return;
    if (!(SITE_LOGO_TYPES as readonly string[]).includes(file.type)) return showToast('error', intl.formatMessage(saved.logoNotImage));
    if (file.size > SITE_LOGO_MAX_BYTES) return showToast('error', intl.formatMessage(saved.logoTooLarge));
    try {
      await saving.mutateAsync(await readAsDataUrl(file));
      showToast('success', intl.formatMessage(saved.logoSaved));
    } catch (error) {
      showToast('error', knownText(errorText(error, intl.formatMessage(text.saveFailed))));
    }
  }

  async function remove() {
    try {
      await removing.mutateAsync();
      showToast('success', intl.formatMessage(saved.logoRemoved));
    } catch (error) {
      showToast('error', knownText(errorText(error, intl.formatMessage(text.removeFailed))));
    }
  }

  return (
    <Paper withBorder p="md" radius="md" aria-label={intl.formatMessage(text.title)} component="section">
      <Title order={3} size="h4" mb="md">
        {intl.formatMessage(text.title)}
      </Title>
      <Stack gap="sm">
        {logoUrl ? (
          <Image src={logoUrl} alt={intl.formatMessage(text.image)} h={80} w="auto" fit="contain" maw={240} />
        ) : (
          <Text c="dimmed">{intl.formatMessage(text.none)}</Text>
        )}
        <Text size="sm" c="dimmed">
          {intl.formatMessage(text.hint, { size: SITE_LOGO_MAX_BYTES / 1024 })}
        </Text>
        <Group>
          <FileButton onChange={(file) => void upload(file)} accept={SITE_LOGO_TYPES.join(',')}>
            {(props) => (
              <Button {...props} variant="default" leftSection={<IconPhotoUp size={16} aria-hidden />} loading={saving.isPending}>
                {intl.formatMessage(logoUrl ? text.replace : text.upload)}
              </Button>
            )}
          </FileButton>
          {logoUrl && (
            <Button variant="subtle" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => void remove()} loading={removing.isPending}>
              {intl.formatMessage(text.remove)}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
