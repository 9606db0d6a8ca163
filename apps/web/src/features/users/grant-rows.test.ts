import { ACTION_KEYS, GRANTABLE_KEYS, PAGE_KEYS } from '@weighbridge/contract/permissions';
import { describe, expect, it } from 'vitest';
import { GRANT_ROWS, grantState, toggleGrant } from './grant-rows';
import { roleNameOf } from './role-form-modal';

describe('the grants matrix', () => {
  it('has a box for every key of the catalogue, each once', () => {
    const boxes = GRANT_ROWS.flatMap((module) => [module.key, ...module.pages.flatMap((page) => [page.key, ...page.actions.map((action) => action.key)])]);
    expect(new Set(boxes).size).toBe(boxes.length);
    expect(new Set(boxes)).toEqual(GRANTABLE_KEYS);
    expect(boxes).toEqual(expect.arrayContaining([...PAGE_KEYS, ...ACTION_KEYS]));
  });

  it('names a page’s actions, view first', () => {
    const documents = GRANT_ROWS.find((module) => module.key === 'scale')!.pages.find((page) => page.key === 'scale.documents')!;
    expect(documents.actions.map((action) => action.label)).toEqual(['View', 'Create', 'Edit', 'Delete', 'Import', 'Export', 'Print ticket']);
  });

  it('reads a key under a granted page or module as covered, not as its own grant', () => {
    const grants = ['scale.documents', 'reports'];
    expect(grantState(grants, 'scale.documents')).toBe('granted');
    expect(grantState(grants, 'scale.documents.delete')).toBe('covered');
    expect(grantState(grants, 'reports.scale.export')).toBe('covered');
    expect(grantState(grants, 'scale.vehicles.view')).toBe('none');
  });

  it('drops the keys a newly ticked page covers, and unticks only the key itself', () => {
    const ticked = toggleGrant(['scale.documents.view', 'scale.documents.export', 'reports'], 'scale.documents', true);
    expect(ticked).toEqual(['scale.documents', 'reports']);
    expect(toggleGrant(ticked, 'scale.documents', false)).toEqual(['reports']);
    expect(toggleGrant(['reports'], 'scale.weighing.record', true)).toEqual(['scale.weighing.record', 'reports']);
  });
});

describe('a new role’s name', () => {
  it('follows its label in the form accounts refer to', () => {
    expect(roleNameOf('Weighbridge Clerk')).toBe('weighbridge-clerk');
    expect(roleNameOf('  Šef izmene (noč) ')).toBe('sef-izmene-noc');
    expect(roleNameOf('2nd Shift')).toBe('nd-shift');
  });
});
