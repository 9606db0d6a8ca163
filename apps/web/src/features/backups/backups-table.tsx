/**
 * The backups in the server's backup folder, newest first: File, Created, Reason, Size, Rows (per table
 * on demand), Authentication (what the header says, then what a verification found) and the actions the user may take.
 */
import { ActionIcon, Badge, Button, Group, Table, Text, Tooltip } from '@mantine/core';
import { IconDownload, IconRestore, IconShieldCheck } from '@tabler/icons-react';
import { type Backup, type BackupVerification, tableLabel } from '@weighbridge/contract/backups';
import { Fragment, type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import { EmptyTableRow } from '../../components/record-table-rows';
import { NOT_SET } from '../../lib/format';
import { useSiteTimeZone } from '../../lib/site-time-zone';
import { useFormat } from '../../lib/use-format';
import { totalRows, useBackupTexts } from './backup-texts';
import { tableMessages as text, tableTexts } from './messages';

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
  const intl = useIntl();
  const texts = useBackupTexts();
  const { formatDateTime, formatFileSize, formatNumber } = useFormat();
  const timeZone = useSiteTimeZone();
  const [expanded, setExpanded] = useState<string | null>(null);
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={intl.formatMessage(text.label)}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{intl.formatMessage(text.file)}</Table.Th>
            <Table.Th>{intl.formatMessage(text.created)}</Table.Th>
            <Table.Th>{intl.formatMessage(text.reason)}</Table.Th>
            <Table.Th ta="right">{intl.formatMessage(text.size)}</Table.Th>
            <Table.Th ta="right">{intl.formatMessage(text.rows)}</Table.Th>
            <Table.Th>{intl.formatMessage(text.authentication)}</Table.Th>
            <Table.Th>{intl.formatMessage(text.actions)}</Table.Th>
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
                    texts.reason(backup.reason)
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
                      aria-label={intl.formatMessage(tableTexts.rowsPerTable, { file: backup.file })}
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
                          {intl.formatMessage(tableTexts.tableRows, { table: tableLabel(table), rows: formatNumber(rows), b: (chunks) => <b>{chunks}</b> })}
                        </Text>
                      ))}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              )}
            </Fragment>
          ))}
          {backups.length === 0 && <EmptyTableRow columns={COLUMNS} text={intl.formatMessage(text.noBackups)} />}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function AuthenticationCell({ backup, verification }: { backup: Backup; verification: BackupVerification | undefined }) {
  const intl = useIntl();
  const texts = useBackupTexts();
  const found = verification?.authentication;
  const colour = found === 'altered' ? 'var(--app-danger-text)' : found === 'authenticated' || (!found && backup.hasAuthenticationCode) ? undefined : 'dimmed';
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" c={colour} style={{ whiteSpace: 'nowrap' }}>
        {texts.authentication(backup, verification)}
      </Text>
      {verification && (
        <Badge color={verification.verified ? 'green' : 'red'} variant="light" style={{ flexShrink: 0 }}>
          {intl.formatMessage(verification.verified ? text.verified : text.verificationFailed)}
        </Badge>
      )}
    </Group>
  );
}

function BackupButtons({ backup, actions }: { backup: Backup; actions: BackupActions }) {
  const intl = useIntl();
  const busy = actions.busyFile === backup.file;
  const readable = backup.problem === null;
  return (
    <Group gap={4} wrap="nowrap">
      {actions.onDownload && (
        <ActionButton label={intl.formatMessage(text.download)} file={backup.file} colour="blue" busy={busy} onClick={() => actions.onDownload!(backup)}>
          <IconDownload size={18} aria-hidden />
        </ActionButton>
      )}
      <ActionButton label={intl.formatMessage(text.verify)} file={backup.file} colour="teal.8" busy={busy} onClick={() => actions.onVerify(backup)}>
        <IconShieldCheck size={18} aria-hidden />
      </ActionButton>
      {actions.onRestore && readable && (
        <ActionButton label={intl.formatMessage(text.restore)} file={backup.file} colour="red.8" busy={busy} onClick={() => actions.onRestore!(backup)}>
          <IconRestore size={18} aria-hidden />
        </ActionButton>
      )}
    </Group>
  );
}

type ActionButtonProps = { label: string; file: string; colour: string; busy: boolean; onClick: () => void; children: ReactNode };

/** An action on one backup: an icon, named for screen readers and on hover by what it does and to which file. */
function ActionButton({ label, file, colour, busy, onClick, children }: ActionButtonProps) {
  const intl = useIntl();
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon variant="subtle" color={colour} aria-label={intl.formatMessage(tableTexts.actionOn, { action: label, file })} disabled={busy} onClick={onClick}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}
