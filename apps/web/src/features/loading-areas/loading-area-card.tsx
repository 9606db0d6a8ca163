/** One drilling area: name, description and status, then its polygons as chips with 'Add Polygon'. */
import { Badge, Button, Card, Divider, Group, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { Muckpile } from '@weighbridge/contract/blasts';
import type { LoadingArea, Polygon } from '@weighbridge/contract/loading-areas';
import { useIntl } from 'react-intl';
import { RecordActions } from '../../components/record-actions';
import { areaStatusMessages, loadingAreaCardMessages as text } from './messages';
import { PolygonChip } from './polygon-chip';
import { AREA_STATUS_COLOURS } from './status-labels';

type LoadingAreaCardProps = {
  area: LoadingArea;
  polygons: readonly Polygon[];
  /** The muckpiles of the area's blasted polygons, where the user may read them. */
  muckpiles?: readonly Muckpile[];
  /** Each handler is left out when the user may not make that change: its button is hidden. */
  onEdit?: () => void;
  onDelete?: () => void;
  onAddPolygon?: () => void;
  onEditPolygon?: (polygon: Polygon) => void;
  onDeletePolygon?: (polygon: Polygon) => void;
};

export function LoadingAreaCard({ area, polygons, muckpiles, onEdit, onDelete, onAddPolygon, onEditPolygon, onDeletePolygon }: LoadingAreaCardProps) {
  const intl = useIntl();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={intl.formatMessage(text.label, { name: area.area_name })}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Group gap="sm" align="center">
          <Title order={3} size="h4">
            {area.area_name}
          </Title>
          <Badge variant="light" color={AREA_STATUS_COLOURS[area.status]}>
            {intl.formatMessage(areaStatusMessages[area.status])}
          </Badge>
        </Group>
        <RecordActions label={intl.formatMessage(text.recordLabel, { name: area.area_name })} onEdit={onEdit} onDelete={onDelete} />
      </Group>
      {area.description && (
        <Text size="sm" c="dimmed" mt={4}>
          {area.description}
        </Text>
      )}
      <Divider my="sm" />
      <Group justify="space-between" mb="xs">
        <Text size="sm" fw={600}>
          {intl.formatMessage(text.polygonCount, { count: polygons.length })}
        </Text>
        {onAddPolygon && (
          <Button size="xs" variant="light" leftSection={<IconPlus size={14} aria-hidden />} onClick={onAddPolygon}>
            {intl.formatMessage(text.addPolygon)}
          </Button>
        )}
      </Group>
      {polygons.length === 0 ? (
        <Text size="sm" c="dimmed" fs="italic">
          {intl.formatMessage(text.noPolygons)}
        </Text>
      ) : (
        <Group component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label={intl.formatMessage(text.polygonsOf, { name: area.area_name })}>
          {polygons.map((polygon) => (
            <PolygonChip
              key={polygon.polygon_id}
              polygon={polygon}
              muckpile={muckpiles?.find((muckpile) => muckpile.polygon_id === polygon.polygon_id)}
              onEdit={onEditPolygon && (() => onEditPolygon(polygon))}
              onDelete={onDeletePolygon && (() => onDeletePolygon(polygon))}
            />
          ))}
        </Group>
      )}
    </Card>
  );
}
