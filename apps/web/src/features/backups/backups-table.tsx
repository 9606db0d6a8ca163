/**
 * The backups in the server's backup folder, newest first: File, Created, Reason, Size, Rows (per table
 * on demand), Authentication (what the header says, then what a verification found) and the actions the user may take.
 */
import { ActionIcon, Badge, Button, Group, Table, Text, Tooltip } from '@mantine/core';
import { IconDownload, IconRestore, IconShieldCheck } from '@tabler/icons-react';
import { type Backup, type BackupVerification, tableLabel } from '@weighbridge/contract/backups';
import { Fragment, type ReactNode, useState } from 'react';
import { EmptyTableRow } from '../../components/record-table-rows';
import { formatDateTime, formatFileSize, formatNumber, NOT_SET } from '../../lib/format';
import { useSiteTimeZone } from '../../lib/site-time-zone';
import { authenticationText, BACKUP_TEXTS, REASON_LABELS, totalRows } from './backup-texts';

export type BackupActions = {
  /** Each is left out when the user may not take it. */
  onDownload?: (backup: Backup) => void;
  onVerify: (backup: Backup) => void;
  onRestore?: (backup: Backup) => void;
  /** The backup an action is under way for: its buttons wait. */
  busyFile: string | null;
};

const COLUMNS = 7;

export function BackupsTable({ backups, verifications, actions }: { backups: readonly Backup[]; verifications: Readonly<Record<string, BackupVerification>>; actions: BackupActions }) {
  const timeZone = useSiteTimeZone();
  const [expanded, setExpanded] = useState<string | null>(null);
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Backups">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>File</Table.Th>
            <Table.Th>Created</Table.Th>
            <Table.Th>Reason</Table.Th>
            <Table.Th ta="right">Size</Table.Th>
            <Table.Th ta="right">Rows</Table.Th>
            <Table.Th>{BACKUP_TEXTS.authenticationColumn}</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {backups.map((backup) => (
            <Fragment key={backup.file}>
              <Table.Tr>
                <Table.Td>
                  <Text ff="monospace" size="sm">
                    {backup.file}
                  </Text>
                </Table.Td>
                <Table.Td>{formatDateTime(backup.createdAt, timeZone)}</Table.Td>
                <Table.Td>
                  {backup.reason ? (
                    REASON_LABELS[backup.reason]
                  ) : (
                    <Text size="sm" c="var(--app-danger-text)">
                      {backup.problem}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatFileSize(backup.sizeBytes)}
                </Table.Td>
                <Table.Td ta="right">
                  {backup.counts ? (
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      aria-expanded={expanded === backup.file}
                      aria-label={`Rows per table of ${backup.file}`}
                      onClick={() => setExpanded(expanded === backup.file ? null : backup.file)}
                    >
                      {formatNumber(totalRows(backup))}
                    </Button>
                  ) : (
                    NOT_SET
                  )}
                </Table.Td>
                <Table.Td>
                  <AuthenticationCell backup={backup} verification={verifications[backup.file]} />
                </Table.Td>
                <Table.Td>
                  <BackupButtons backup={backup} actions={actions} />
                </Table.Td>
              </Table.Tr>
              {expanded === backup.file && backup.counts && (
                <Table.Tr>
                  <Table.Td colSpan={COLUMNS}>
                    <Group gap="lg" role="list">
                      {Object.entries(backup.counts).map(([table, rows]) => (
                        <Text key={table} size="sm" role="listitem">
                          {tableLabel(table)}: <b>{formatNumber(rows)}</b>
                        </Text>
                      ))}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              )}
            </Fragment>
          ))}
          {backups.length === 0 && <EmptyTableRow columns={COLUMNS} text={BACKUP_TEXTS.noBackups} />}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function AuthenticationCell({ backup, verification }: { backup: Backup; verification: BackupVerification | undefined }) {
  const found = verification?.authentication;
  const colour = found === 'altered' ? 'var(--app-danger-text)' : found === 'authenticated' || (!found && backup.hasAuthenticationCode) ? undefined : 'dimmed';
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" c={colour} style={{ whiteSpace: 'nowrap' }}>
        {authenticationText(backup, verification)}
      </Text>
      {verification && (
        <Badge color={verification.verified ? 'green' : 'red'} variant="light" style={{ flexShrink: 0 }}>
          {verification.verified ? BACKUP_TEXTS.verified : BACKUP_TEXTS.verificationFailed}
        </Badge>
      )}
    </Group>
  );
}

function BackupButtons({ backup, actions }: { backup: Backup; actions: BackupActions }) {
  const busy = actions.busyFile === backup.file;
  const readable = backup.problem === null;
  return (
    <Group gap={4} wrap="nowrap">
      {actions.onDownload && (
        <ActionButton label={BACKUP_TEXTS.download} file={backup.file} colour="blue" busy={busy} onClick={() => actions.onDownload!(backup)}>
          <IconDownload size={18} aria-hidden />
        </ActionButton>
      )}
      <ActionButton label={BACKUP_TEXTS.verify} file={backup.file} colour="teal.8" busy={busy} onClick={() => actions.onVerify(backup)}>
        <IconShieldCheck size={18} aria-hidden />
      </ActionButton>
      {actions.onRestore && readable && (
        <ActionButton label={BACKUP_TEXTS.restore} file={backup.file} colour="red.8" busy={busy} onClick={() => actions.onRestore!(backup)}>
          <IconRestore size={18} aria-hidden />
        </ActionButton>
      )}
    </Group>
  );
}

type ActionButtonProps = { label: string; file: string; colour: string; busy: boolean; onClick: () => void; children: ReactNode };

/** An action on one backup: an icon, named for screen readers and on hover by what it does and to which file. */
function ActionButton({ label, file, colour, busy, onClick, children }: ActionButtonProps) {
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon variant="subtle" color={colour} aria-label={`${label} ${file}`} disabled={busy} onClick={onClick}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}
