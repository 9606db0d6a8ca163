/** The weighing history table; a row opens its detail, and administrators may delete (void) a load. */
import { ActionIcon, Anchor, Badge, Table, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ScaleDocument } from '@weighbridge/contract/scale-documents';
import { formatDateTime, formatScaleKg, NOT_SET } from '../../lib/format';
import { useSiteTimeZone } from '../../lib/site-time-zone';
import {
  documentLabel,
  driverOf,
  loadingAreaAndPolygon,
  registrationOf,
  statusColour,
  WEIGHING_TYPE_LABELS,
} from './document-labels';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

type DocumentsTableProps = {
  documents: ScaleDocument[];
  onOpen: (document: ScaleDocument) => void;
  /** Given to administrators only: the Actions column. */
  onDelete?: (document: ScaleDocument) => void;
};

export function DocumentsTable({ documents, onOpen, onDelete }: DocumentsTableProps) {
  const columns = onDelete ? 10 : 9;
  const timeZone = useSiteTimeZone();
  return (
    <Table.ScrollContainer minWidth={900}>
      {/* Numbers, dates and plates read badly broken over two lines; the area may wrap, a narrow screen scrolls. */}
      <Table striped highlightOnHover verticalSpacing="sm" styles={{ th: NO_WRAP, td: NO_WRAP }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Document No.</Table.Th>
            <Table.Th>Date / Time</Table.Th>
            <Table.Th>Vehicle</Table.Th>
            <Table.Th>Driver</Table.Th>
            <Table.Th>Material</Table.Th>
            <Table.Th>Loading Area / Polygon</Table.Th>
            <Table.Th ta="right">Net Weight</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Type</Table.Th>
            {onDelete && <Table.Th>Actions</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {documents.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={columns}>
                <Text ta="center" c="dimmed" py="lg">
                  No documents found
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {documents.map((document) => {
            const label = documentLabel(document);
            return (
              <Table.Tr
                key={`${document.weighing_type}-${document.document_id}`}
                onClick={() => onOpen(document)}
                style={{ cursor: 'pointer' }}
              >
                <Table.Td>
                  {/* The row opens on a click; the number is its keyboard way in. */}
                  <Anchor
                    component="button"
                    type="button"
                    fw={600}
                    onClick={(event) => {
                      event.stopPropagation();
                      onOpen(document);
                    }}
                  >
                    {label}
                  </Anchor>
                </Table.Td>
                <Table.Td>{formatDateTime(document.timestamp, timeZone)}</Table.Td>
                <Table.Td>{registrationOf(document)}</Table.Td>
                <Table.Td>{driverOf(document)}</Table.Td>
                <Table.Td>{document.material_name ?? NOT_SET}</Table.Td>
                <Table.Td style={{ whiteSpace: 'normal' }}>{loadingAreaAndPolygon(document)}</Table.Td>
                <Table.Td ta="right">
                  {formatScaleKg(document.material_weight_kg)}
                </Table.Td>
                <Table.Td>
                  <Badge color={statusColour(document.status)} variant="light" miw="max-content">
                    {document.status}
                  </Badge>
                </Table.Td>
                <Table.Td>{WEIGHING_TYPE_LABELS[document.weighing_type]}</Table.Td>
                {onDelete && (
                  <Table.Td>
                    {/* The server refuses to delete a tara here, so a tara row offers nothing to press. */}
                    {document.weighing_type !== 'tare' && (
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Delete document ${label}`}
                        onClick={(event) => {
                          event.stopPropagation();
                          onDelete(document);
                        }}
                      >
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    )}
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
