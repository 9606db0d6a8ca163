/**
 * The site's name, address, public address and coordinates: what heads every ticket and report file, what the
 * ticket's QR code points at and where the dashboard's weather is for. Checked against the contract the
 * server checks with; a refusal about a field is shown under it.
 */
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { FIELD_LABELS } from '@weighbridge/contract/field-labels';
import { SITE_MESSAGES, type SiteSettings, siteSettingsInputSchema } from '@weighbridge/contract/site';
import type { DraftForm } from '../../components/catalogue-form';
import { DraftNumberInput, DraftTextarea, DraftTextInput } from '../../components/draft-fields';
import { showToast } from '../../components/toast';
import { checkForm, numberOrNull } from '../../lib/form-check';
import { useFormDraft } from '../../lib/use-form-draft';
import { errorText } from '../../app/api-client';
import { showSaveFailure } from '../../components/save-failure';
import { useSaveSiteSettings } from './api/site-settings';

type ProfileDraft = { name: string; address: string; public_url: string; latitude: number | string; longitude: number | string };

const LABELS = FIELD_LABELS.site;

const draftOf = (settings: SiteSettings): ProfileDraft => ({
  name: settings.name,
  address: settings.address ?? '',
  public_url: settings.public_url ?? '',
  latitude: settings.latitude ?? '',
  longitude: settings.longitude ?? '',
});

export function SiteProfileForm({ settings }: { settings: SiteSettings }) {
  const { draft, errors, change, setErrors } = useFormDraft(draftOf(settings));
  const saving = useSaveSiteSettings();
  const form: DraftForm<ProfileDraft> = { draft, errors, change, labels: LABELS };

  async function save() {
    const body = { ...draft, latitude: numberOrNull(draft.latitude), longitude: numberOrNull(draft.longitude) };
    const check = checkForm(siteSettingsInputSchema, body, LABELS);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    try {
      await saving.mutateAsync(check.values);
      showToast('success', SITE_MESSAGES.saved);
    } catch (error) {
      showSaveFailure(errorText(error, 'Failed to save system settings'), { labels: LABELS, fields: Object.keys(draft), setErrors });
    }
  }

  return (
    <Paper withBorder p="md" radius="md" component="form" onSubmit={(event) => (event.preventDefault(), void save())} aria-label="Site">
      <Title order={3} size="h4" mb="md">
        Site
      </Title>
      <Stack gap="sm">
        <DraftTextInput form={form} field="name" required description="Heads every ticket and report, and names the site's weather." maxLength={100} />
        <DraftTextarea
          form={form}
          field="address"
          description="Printed under the name on every ticket, one line per row."
          autosize
          minRows={2}
          maxLength={300}
        />
        <DraftTextInput
          form={form}
          field="public_url"
          placeholder="https://weighbridge.quarry.example"
          description="Where people and customers reach this application: the ticket's QR code opens its verify page there. Left empty, the address the ticket was printed from."
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <DraftNumberInput form={form} field="latitude" placeholder="e.g. 46.2237" min={-90} max={90} clampBehavior="none" decimalScale={6} thousandSeparator={false} />
          <DraftNumberInput form={form} field="longitude" placeholder="e.g. 14.6121" min={-180} max={180} clampBehavior="none" decimalScale={6} thousandSeparator={false} />
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          The coordinates, in decimal degrees, are where the dashboard's weather is read for.
        </Text>
        <Group justify="flex-end">
          <Button type="submit" loading={saving.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
