/**
 * The texts of the System page: the site, its logo, shifts, document numbers, units, workstations and time
 * zone. The fields' labels and the saves' messages are the contract's, which the server's messages use too;
 * here they become messages under their keys, and the forms still check with the contract's English words.
 */
import { DOCUMENT_NUMBER_MESSAGES } from '@weighbridge/contract/document-numbers';
import { SITE_MESSAGES } from '@weighbridge/contract/site';
import { WORKSTATION_MESSAGES } from '@weighbridge/contract/workstations';
import { defineMessage, defineMessages, type MessageTag } from 'react-intl';
import { fieldLabelMessages, textMessages } from '../../lib/contract-messages';

/** The labels of the site's fields the page shows outside a form's inputs. */
export const siteFieldMessages = fieldLabelMessages('site');

export const siteSavedMessages = textMessages('system.message', SITE_MESSAGES);
export const documentNumberSaved = textMessages('system.documentNumbers.message', { saved: DOCUMENT_NUMBER_MESSAGES.saved }).saved;
export const workstationDeleted = textMessages('system.workstations.message', { deleted: WORKSTATION_MESSAGES.deleted }).deleted;

export const pageMessages = {
  timeZoneText: defineMessage<{ code: MessageTag }>({
    id: 'system.timeZone.text',
    defaultMessage:
      'Every day, shift, report and ticket is counted in this zone. Changing it counts the report totals again, so it is done while no server runs: <code>npm run db -- set-time-zone Europe/Berlin</code>',
  }),
  ...defineMessages({
    title: { id: 'system.page.title', defaultMessage: 'System' },
    failed: { id: 'system.page.failed', defaultMessage: 'Failed to load data' },
    notLoaded: { id: 'system.page.notLoaded', defaultMessage: 'The system settings could not be loaded.' },
    notSetYet: { id: 'system.page.notSetYet', defaultMessage: 'Not set yet' },
    timeZone: { id: 'system.timeZone.title', defaultMessage: 'Time zone' },
  }),
};

/** What a new site has not filled in yet (the contract's unsetSiteSettings names them). */
export const unsetMessages = {
  /** The last two of a list: 'address and coordinates'. */
  lastTwo: defineMessage<{ first: string; last: string }>({ id: 'system.unset.lastTwo', defaultMessage: '{first} and {last}' }),
  list: defineMessage<{ count: number; list: string }>({
    id: 'system.unset.list',
    defaultMessage: "{count, plural, one {The site''s {list} is not set yet.} other {The site''s {list} are not set yet.}}",
  }),
  ...defineMessages({
    name: { id: 'system.unset.name', defaultMessage: 'name' },
    address: { id: 'system.unset.address', defaultMessage: 'address' },
    publicAddress: { id: 'system.unset.publicAddress', defaultMessage: 'public address' },
    coordinates: { id: 'system.unset.coordinates', defaultMessage: 'coordinates' },
  }),
};

export const profileMessages = defineMessages({
  title: { id: 'system.site.title', defaultMessage: 'Site' },
  nameHint: { id: 'system.site.nameHint', defaultMessage: "Heads every ticket and report, and names the site's weather." },
  addressHint: { id: 'system.site.addressHint', defaultMessage: 'Printed under the name on every ticket, one line per row.' },
  publicUrlHint: {
    id: 'system.site.publicUrlHint',
    defaultMessage:
      "Where people and customers reach this application: the ticket's QR code opens its verify page there. Left empty, the address the ticket was printed from.",
  },
  latitudeExample: { id: 'system.site.latitudeExample', defaultMessage: 'e.g. 46.2237' },
  longitudeExample: { id: 'system.site.longitudeExample', defaultMessage: 'e.g. 14.6121' },
  coordinatesHint: { id: 'system.site.coordinatesHint', defaultMessage: "The coordinates, in decimal degrees, are where the dashboard's weather is read for." },
  save: { id: 'system.site.save', defaultMessage: 'Save' },
  saveFailed: { id: 'system.site.saveFailed', defaultMessage: 'Failed to save system settings' },
});

export const logoMessages = {
  hint: defineMessage<{ size: number }>({
    id: 'system.logo.hint',
    defaultMessage: "A PNG or JPEG image of at most {size} KB, shown in the header and printed above the site''s name on tickets and reports.",
  }),
  ...defineMessages({
    title: { id: 'system.logo.title', defaultMessage: 'Logo' },
    image: { id: 'system.logo.image', defaultMessage: "The site's logo" },
    none: { id: 'system.logo.none', defaultMessage: "No logo: the header, tickets and reports show the site's name alone." },
    upload: { id: 'system.logo.upload', defaultMessage: 'Upload logo' },
    replace: { id: 'system.logo.replace', defaultMessage: 'Replace logo' },
    remove: { id: 'system.logo.remove', defaultMessage: 'Remove logo' },
    saveFailed: { id: 'system.logo.saveFailed', defaultMessage: 'Failed to save the logo' },
    removeFailed: { id: 'system.logo.removeFailed', defaultMessage: 'Failed to remove the logo' },
  }),
};

export const shiftMessages = {
  shift: defineMessage<{ number: number }>({ id: 'system.shifts.shift', defaultMessage: 'Shift {number}' }),
  remove: defineMessage<{ shift: string }>({ id: 'system.shifts.remove', defaultMessage: 'Remove shift {shift}' }),
  ...defineMessages({
    title: { id: 'system.shifts.title', defaultMessage: 'Shifts' },
    text: {
      id: 'system.shifts.text',
      defaultMessage:
        'A shift that runs past midnight belongs to the production day it started in. Reports read by production day and the dashboard\'s "This shift" follow these times, on the site\'s clock.',
    },
    name: { id: 'system.shifts.name', defaultMessage: 'Name' },
    start: { id: 'system.shifts.start', defaultMessage: 'Starts' },
    end: { id: 'system.shifts.end', defaultMessage: 'Ends' },
    add: { id: 'system.shifts.add', defaultMessage: 'Add shift' },
    save: { id: 'system.shifts.save', defaultMessage: 'Save shifts' },
    saveFailed: { id: 'system.shifts.saveFailed', defaultMessage: 'Failed to save shifts' },
  }),
};

export const documentNumberMessages = {
  defaultPrefix: defineMessage<{ prefix: string }>({ id: 'system.documentNumbers.defaultPrefix', defaultMessage: '{prefix} (default)' }),
  next: defineMessage<{ number: string; strong: MessageTag }>({
    id: 'system.documentNumbers.next',
    defaultMessage: 'Next number: <strong>{number}</strong>',
  }),
  ...defineMessages({
    title: { id: 'system.documentNumbers.title', defaultMessage: 'Document numbers' },
    text: {
      id: 'system.documentNumbers.text',
      defaultMessage:
        "Each year numbers its tickets in its own format: a prefix, then the year''s sequence with zeros in front up to the digits set. A change numbers only the documents weighed after it; numbers already issued never change.",
    },
    tableLabel: { id: 'system.documentNumbers.tableLabel', defaultMessage: 'Document number formats' },
    year: { id: 'system.documentNumbers.year', defaultMessage: 'Year' },
    prefix: { id: 'system.documentNumbers.prefix', defaultMessage: 'Prefix' },
    digits: { id: 'system.documentNumbers.digits', defaultMessage: 'Digits' },
    issued: { id: 'system.documentNumbers.issued', defaultMessage: 'Issued' },
    nextNumber: { id: 'system.documentNumbers.nextNumber', defaultMessage: 'Next number' },
    formLabel: { id: 'system.documentNumbers.formLabel', defaultMessage: 'Number format' },
    prefixHint: { id: 'system.documentNumbers.prefixHint', defaultMessage: 'Letters and digits, ending with a dash' },
    digitsHint: { id: 'system.documentNumbers.digitsHint', defaultMessage: 'Zeros fill the sequence up to these' },
    save: { id: 'system.documentNumbers.save', defaultMessage: 'Save number format' },
    saveFailed: { id: 'system.documentNumbers.saveFailed', defaultMessage: 'Failed to save the number format' },
    failed: { id: 'system.documentNumbers.failed', defaultMessage: 'Failed to load data' },
    notLoaded: { id: 'system.documentNumbers.notLoaded', defaultMessage: 'The document number formats could not be loaded.' },
  }),
};

export const weightMessages = {
  example: defineMessage<{ example: string; shown: string }>({ id: 'system.units.example', defaultMessage: 'A net of {example} reads {shown}.' }),
  ...defineMessages({
    title: { id: 'system.units.title', defaultMessage: 'Units' },
    text: {
      id: 'system.units.text',
      defaultMessage:
        'How tickets, documents, exports, the dashboard and reports show weights; they are stored in kg. The live weight on the weighing page stays in kg, as the indicator shows it.',
    },
    kg: { id: 'system.units.kg', defaultMessage: 'Kilograms (kg)' },
    t: { id: 'system.units.t', defaultMessage: 'Tons (t)' },
    save: { id: 'system.units.save', defaultMessage: 'Save units' },
    saveFailed: { id: 'system.units.saveFailed', defaultMessage: 'Failed to save units' },
  }),
};

export const workstationMessages = {
  recordLabel: defineMessage<{ name: string }>({ id: 'system.workstations.recordLabel', defaultMessage: 'workstation {name}' }),
  deleteQuestion: defineMessage<{ name: string }>({
    id: 'system.workstations.deleteQuestion',
    defaultMessage: 'Delete workstation {name}? Computers that chose it open on the first scale again.',
  }),
  ...defineMessages({
    title: { id: 'system.workstations.title', defaultMessage: 'Workstations' },
    noun: { id: 'system.workstations.noun', defaultMessage: 'Workstation' },
    add: { id: 'system.workstations.add', defaultMessage: 'Add Workstation' },
    edit: { id: 'system.workstations.edit', defaultMessage: 'Edit Workstation' },
    text: {
      id: 'system.workstations.text',
      defaultMessage: 'The computers the site weighs at. On the weighing page, each says which one it is and opens on its scale and reader.',
    },
    notLoaded: { id: 'system.workstations.notLoaded', defaultMessage: 'The workstations could not be loaded.' },
    empty: { id: 'system.workstations.empty', defaultMessage: 'No workstations yet' },
    name: { id: 'system.workstations.name', defaultMessage: 'Name' },
    scale: { id: 'system.workstations.scale', defaultMessage: 'Default scale' },
    reader: { id: 'system.workstations.reader', defaultMessage: 'Default reader' },
    deleteFailed: { id: 'system.workstations.deleteFailed', defaultMessage: 'Failed to delete workstation' },
    created: { id: 'system.workstations.created', defaultMessage: 'Workstation created successfully' },
    updated: { id: 'system.workstations.updated', defaultMessage: 'Workstation updated successfully' },
    saveFailed: { id: 'system.workstations.saveFailed', defaultMessage: 'Failed to save workstation' },
    namePlaceholder: { id: 'system.workstations.namePlaceholder', defaultMessage: 'e.g. Scale house' },
    scalePlaceholder: { id: 'system.workstations.scalePlaceholder', defaultMessage: 'Choose the scale it weighs on' },
    noScale: { id: 'system.workstations.noScale', defaultMessage: 'No scale found' },
    readerPlaceholder: { id: 'system.workstations.readerPlaceholder', defaultMessage: 'None' },
  }),
};
