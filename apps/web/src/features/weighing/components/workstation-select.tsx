/**
 * "This computer is: <workstation>": which of the site's workstations this screen is, remembered in this
 * browser; the page then opens on its scale and reader. A site without workstations is not asked.
 */
import { Select } from '@mantine/core';
import type { Workstation } from '@weighbridge/contract/workstations';
import { useIntl } from 'react-intl';
import { workstationMessages as text } from '../messages';

type WorkstationSelectProps = {
  workstations: readonly Workstation[];
  workstationId: number | null;
  onChange: (workstationId: number | null) => void;
};

export function WorkstationSelect({ workstations, workstationId, onChange }: WorkstationSelectProps) {
  const intl = useIntl();
  if (workstations.length === 0) return null;
  return (
    <Select<number>
      label={intl.formatMessage(text.label)}
      description={intl.formatMessage(text.description)}
      placeholder={intl.formatMessage(text.none)}
      data={workstations.map((workstation) => ({ value: workstation.workstation_id, label: workstation.name }))}
      value={workstationId}
      onChange={onChange}
      clearable
      maw={360}
    />
  );
}
