/**
 * The export controls of the report pages, shown only to holders of the report's export permission
 * (`reports.scale.export`; `reports.production.export` and `reports.drilling.export` for those two): Excel and
 * PDF side by side on Reports & Analytics and the Production and Drilling reports, an Export menu of the two
 * on the material reports. A control shows
 * that its file is being made until the download starts.
 */
import { Button, Menu } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet, IconFileTypePdf } from '@tabler/icons-react';
import type { PermissionKey } from '@weighbridge/contract/permissions';
import type { ReportExportFormat } from '@weighbridge/contract/report-tables';
import { usePermissions } from '../../app/permissions/permission-context';
import type { QueryValue } from '../../app/api-client';
import { useIntl } from 'react-intl';
import { type ExportedReport, useReportExport } from './api/export-report';
import { exportMessages as text } from './messages';

/** Each report's files are its page's export action. */
const exportPermission = (report: ExportedReport): PermissionKey =>
  report === 'production' ? 'reports.production.export' : report === 'drilling' ? 'reports.drilling.export' : 'reports.scale.export';

const FORMATS: ReadonlyArray<{ format: ReportExportFormat; label: (typeof text)[keyof typeof text]; icon: typeof IconFileSpreadsheet }> = [
  { format: 'xlsx', label: text.excel, icon: IconFileSpreadsheet },
  { format: 'pdf', label: text.pdf, icon: IconFileTypePdf },
];

type ExportProps = { report: ExportedReport; query: Record<string, QueryValue> };

/** 'Excel' and 'PDF', each downloading the report for the query shown. */
export function ExportButtons({ report, query }: ExportProps) {
  const mayExport = usePermissions().hasPermission(exportPermission(report));
  const exporting = useReportExport();
  const intl = useIntl();
  if (!mayExport) return null;
  return FORMATS.map(({ format, label, icon: Icon }) => (
    <Button
      key={format}
      variant="default"
      leftSection={<Icon size={16} aria-hidden />}
      loading={exporting.isPending && exporting.variables.format === format}
      disabled={exporting.isPending && exporting.variables.format !== format}
      onClick={() => exporting.mutate({ report, format, query })}
    >
      {intl.formatMessage(label)}
    </Button>
  ));
}

/** 'Export', opening a menu of 'Excel' and 'PDF'. */
export function ExportMenu({ report, query, mt }: ExportProps & { mt?: number }) {
  const mayExport = usePermissions().hasPermission(exportPermission(report));
  const exporting = useReportExport();
  const intl = useIntl();
  if (!mayExport) return null;
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button variant="default" mt={mt} leftSection={<IconDownload size={16} aria-hidden />} loading={exporting.isPending}>
          {intl.formatMessage(text.export)}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {FORMATS.map(({ format, label, icon: Icon }) => (
          <Menu.Item key={format} leftSection={<Icon size={16} aria-hidden />} onClick={() => exporting.mutate({ report, format, query })}>
            {intl.formatMessage(label)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
