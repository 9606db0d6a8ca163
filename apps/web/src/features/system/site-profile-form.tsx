/**
 * The site's name, address, public address and coordinates: what heads every ticket and report file, what the
 * ticket's QR code points at and where the dashboard's weather is for. Checked against the contract the
 * server checks with; a refusal about a field is shown under it.
 */
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type SiteSettings, siteSettingsInputSchema } from '@weighbridge/contract/site';
import { useIntl } from 'react-intl';
import type { DraftForm } from '../../components/catalogue-form';
import { DraftNumberInput, DraftTextarea, DraftTextInput } from '../../components/draft-fields';
import { showToast } from '../../components/toast';
import { checkForm, numberOrNull } from '../../lib/form-check';
import { useFormDraft } from '../../lib/use-form-draft';
import { errorText } from '../../app/api-client';
import { showSaveFailure } from '../../components/save-failure';
import { useFieldTexts } from '../../lib/field-texts';
import { useSaveSiteSettings } from './api/site-settings';
import { profileMessages as text, siteSavedMessages } from './messages';

type ProfileDraft = { name: string; address: string; public_url: string; latitude: number | string; longitude: number | string };

/** An address, the same in every language. */
const EXAMPLE_PUBLIC_URL = 'https://weighbridge.quarry.example';

const draftOf = (settings: SiteSettings): ProfileDraft => ({
  name: settings.name,
  address: settings.address ?? '',
  public_url: settings.public_url ?? '',
  latitude: settings.latitude ?? '',
  longitude: settings.longitude ?? '',
});

export function SiteProfileForm({ settings }: { settings: SiteSettings }) {
  const intl = useIntl();
  const texts = useFieldTexts('site');
  const { draft, errors, change, setErrors } = useFormDraft(draftOf(settings));
  const saving = useSaveSiteSettings();
  const form: DraftForm<ProfileDraft> = { draft, errors, change, labels: texts.shown };

  async function save() {
    const body = { ...draft, latitude: numberOrNull(draft.latitude), longitude: numberOrNull(draft.longitude) };
    const check = checkForm(siteSettingsInputSchema, body, texts);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    try {
      await saving.mutateAsync(check.values);
      showToast('success', intl.formatMessage(siteSavedMessages.saved));
    } catch (error) {
      showSaveFailure(errorText(error, intl.formatMessage(text.saveFailed)), { labels: texts.labels, fields: Object.keys(draft), setErrors, say: texts.say });
    }
  }

  return (
    <Paper withBorder p="md" radius="md" component="form" onSubmit={(event) => (event.preventDefault(), void save())} aria-label={intl.formatMessage(text.title)}>
      <Title order={3} size="h4" mb="md">
        {intl.formatMessage(text.title)}
      </Title>
      <Stack gap="sm">
        <DraftTextInput form={form} field="name" required description={intl.formatMessage(text.nameHint)} maxLength={100} />
        <DraftTextarea
          form={form}
          field="address"
          description={intl.formatMessage(text.addressHint)}
          autosize
          minRows={2}
          maxLength={300}
        />
        <DraftTextInput
          form={form}
          field="public_url"
          placeholder={EXAMPLE_PUBLIC_URL}
          description={intl.formatMessage(text.publicUrlHint)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <DraftNumberInput form={form} field="latitude" placeholder={intl.formatMessage(text.latitudeExample)} min={-90} max={90} clampBehavior="none" decimalScale={6} thousandSeparator={false} />
          <DraftNumberInput form={form} field="longitude" placeholder={intl.formatMessage(text.longitudeExample)} min={-180} max={180} clampBehavior="none" decimalScale={6} thousandSeparator={false} />
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          {intl.formatMessage(text.coordinatesHint)}
        </Text>
        <Group justify="flex-end">
          <Button type="submit" loading={saving.isPending}>
            {intl.formatMessage(text.save)}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
