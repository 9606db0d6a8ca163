/** One polygon under its area: its code, what remains of its latest blast where known, with edit and delete on hover or focus. */
import { Text, Tooltip } from '@mantine/core';
import type { Muckpile } from '@weighbridge/contract/blasts';
import type { Polygon } from '@weighbridge/contract/loading-areas';
import { useIntl } from 'react-intl';
import { RecordActions } from '../../components/record-actions';
import { polygonChipMessages as text, polygonStatusMessages } from './messages';
import { MuckpileRemaining } from './muckpile-remaining';
import classes from './polygon-chip.module.css';

type PolygonChipProps = {
  polygon: Polygon;
  /** The muckpile of the polygon's latest blast; none when it has not been blasted or the user may not read it. */
  muckpile?: Muckpile;
  onEdit?: () => void;
  onDelete?: () => void;
};

export function PolygonChip({ polygon, muckpile, onEdit, onDelete }: PolygonChipProps) {
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
      {muckpile && <MuckpileRemaining muckpile={muckpile} />}
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
