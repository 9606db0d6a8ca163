/**
 * The page of a catalogue (drivers, materials, unloading stations, scales, readers): its title and its Add
 * button, the table of its records once they have loaded, and the dialog that adds a record or edits one.
 * Each catalogue's page brings what is its own: its words, its table with its row actions, its form, and
 * what it says when the records cannot be loaded.
 */
import { Button, Paper } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { LoadingNotice } from './loading-notice';
import { PageToolbar } from './page-toolbar';

type CataloguePageProps<T> = {
  title: string;
  addLabel: string;
  /** The catalogue's query: its records once loaded. */
  records: { isPending: boolean; data: T[] | undefined };
  mayAdd: boolean;
  /** The table of the records; `edit` opens the dialog on one. */
  table: (records: T[], edit: (record: T) => void) => ReactNode;
  /** The dialog, adding when there is no record. */
  form: (record: T | undefined, close: () => void) => ReactNode;
};

export function CataloguePage<T>({ title, addLabel, records, mayAdd, table, form }: CataloguePageProps<T>) {
  const [open, setOpen] = useState<{ record?: T } | null>(null);
  return (
    <>
      <PageToolbar title={title}>
        {mayAdd && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setOpen({})}>
            {addLabel}
          </Button>
        )}
      </PageToolbar>
      {/* After a failed load the page has said so; an empty table would claim there are no records. */}
      {records.isPending && <LoadingNotice />}
      {records.data && <Paper withBorder radius="md">{table(records.data, (record) => setOpen({ record }))}</Paper>}
      {open && form(open.record, () => setOpen(null))}
    </>
  );
}
