/** One polygon under its area: its code, with edit and delete on hover or focus. */
import { Text, Tooltip } from '@mantine/core';
import type { Polygon } from '@weighbridge/contract/loading-areas';
import { useIntl } from 'react-intl';
import { RecordActions } from '../../components/record-actions';
import { polygonChipMessages as text, polygonStatusMessages } from './messages';
import classes from './polygon-chip.module.css';

type PolygonChipProps = { polygon: Polygon; onEdit?: () => void; onDelete?: () => void };

export function PolygonChip({ polygon, onEdit, onDelete }: PolygonChipProps) {
  const intl = useIntl();
  const details = [polygon.area_name, intl.formatMessage(polygonStatusMessages[polygon.status])].filter(Boolean).join(' · ');
  return (
    <li className={classes.chip} data-status={polygon.status}>
      <Tooltip label={details} withArrow>
        <Text size="sm" fw={600} py={4} pr={onEdit || onDelete ? 0 : 8}>
          {polygon.registration_id}
          {/* Said in words too: the grey chip alone would tell only those who see colour. */}
          {polygon.status === 'inactive' && (
            <Text span size="xs" fw={400} c="dimmed" ml={6}>
              {intl.formatMessage(polygonStatusMessages.inactive)}
            </Text>
          )}
        </Text>
      </Tooltip>
      <RecordActions
        className={classes.actions}
        size="sm"
        label={intl.formatMessage(text.recordLabel, { code: polygon.registration_id })}
        onEdit={onEdit}
        onDelete={onDelete}
      />
    </li>
  );
}
