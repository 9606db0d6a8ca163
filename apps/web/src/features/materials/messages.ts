/** The texts of the Materials Catalog (spec part 2 sections 2, 5 and 8). */
import { defineMessage, defineMessages } from 'react-intl';

export const materialsPageMessages = defineMessages({
  title: { id: 'materials.page.title', defaultMessage: 'Materials Catalog' },
  add: { id: 'materials.page.add', defaultMessage: 'Add Material' },
  loadFailed: { id: 'materials.page.loadFailed', defaultMessage: 'Failed to load materials' },
  deleteQuestion: {
    id: 'materials.page.deleteQuestion',
    defaultMessage: 'Are you sure you want to delete this material? Deletion will fail if the material is used in any documents.',
  },
  deleted: { id: 'materials.page.deleted', defaultMessage: 'Material deleted successfully' },
  deleteFailed: { id: 'materials.page.deleteFailed', defaultMessage: 'Failed to delete material. It may be in use.' },
});

export const materialsTableMessages = {
  recordLabel: defineMessage<{ name: string }>({ id: 'materials.table.recordLabel', defaultMessage: 'material {name}' }),
  ...defineMessages({
    name: { id: 'materials.table.name', defaultMessage: 'Name' },
    registrationId: { id: 'materials.table.registrationId', defaultMessage: 'Registration ID' },
    category: { id: 'materials.table.category', defaultMessage: 'Category' },
    unit: { id: 'materials.table.unit', defaultMessage: 'Unit' },
    density: { id: 'materials.table.density', defaultMessage: 'Density (kg/m3)' },
    price: { id: 'materials.table.price', defaultMessage: 'Price/Unit' },
    sizeFraction: { id: 'materials.table.sizeFraction', defaultMessage: 'Size Fraction' },
    none: { id: 'materials.table.none', defaultMessage: 'No materials found' },
  }),
};

export const materialFormMessages = defineMessages({
  /** The record's name in the dialog's title and messages ('Add Vehicle'). */
  noun: { id: 'materials.form.noun', defaultMessage: 'Material' },
  categoryPlaceholder: { id: 'materials.form.categoryPlaceholder', defaultMessage: 'e.g. Aggregate or Building Material' },
});
