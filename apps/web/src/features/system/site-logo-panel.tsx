/**
 * The site's logo, shown in the header and printed on tickets and report PDFs: a PNG or JPEG image of at
 * most SITE_LOGO_MAX_BYTES. The browser checks the kind and size first; the server checks the image itself.
 */
import { Button, FileButton, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { SITE_LOGO_MAX_BYTES, SITE_LOGO_TYPES, SITE_MESSAGES } from '@weighbridge/contract/site';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { errorText } from '../../app/api-client';
import { showToast } from '../../components/toast';
import { useRemoveSiteLogo, useSaveSiteLogo } from './api/site-settings';

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
  const saving = useSaveSiteLogo();
  const removing = useRemoveSiteLogo();

  async function upload(file: File | null) {
    if (!file) return;
    if (!(SITE_LOGO_TYPES as readonly string[]).includes(file.type)) return showToast('error', SITE_MESSAGES.logoNotImage);
    if (file.size > SITE_LOGO_MAX_BYTES) return showToast('error', SITE_MESSAGES.logoTooLarge);
    try {
      await saving.mutateAsync(await readAsDataUrl(file));
      showToast('success', SITE_MESSAGES.logoSaved);
    } catch (error) {
      showToast('error', errorText(error, 'Failed to save the logo'));
    }
  }

  async function remove() {
    try {
      await removing.mutateAsync();
      showToast('success', SITE_MESSAGES.logoRemoved);
    } catch (error) {
      showToast('error', errorText(error, 'Failed to remove the logo'));
    }
  }

  return (
    <Paper withBorder p="md" radius="md" aria-label="Logo" component="section">
      <Title order={3} size="h4" mb="md">
        Logo
      </Title>
      <Stack gap="sm">
        {logoUrl ? (
          <Image src={logoUrl} alt="The site's logo" h={80} w="auto" fit="contain" maw={240} />
        ) : (
          <Text c="dimmed">No logo: the header, tickets and reports show the site's name alone.</Text>
        )}
        <Text size="sm" c="dimmed">
          A PNG or JPEG image of at most {SITE_LOGO_MAX_BYTES / 1024} KB, shown in the header and printed above the site's name on tickets and reports.
        </Text>
        <Group>
          <FileButton onChange={(file) => void upload(file)} accept={SITE_LOGO_TYPES.join(',')}>
            {(props) => (
              <Button {...props} variant="default" leftSection={<IconPhotoUp size={16} aria-hidden />} loading={saving.isPending}>
                {logoUrl ? 'Replace logo' : 'Upload logo'}
              </Button>
            )}
          </FileButton>
          {logoUrl && (
            <Button variant="subtle" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => void remove()} loading={removing.isPending}>
              Remove logo
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
