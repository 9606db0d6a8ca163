/** Which changes the user may make on a master data page; the buttons of the others are hidden. */
import type { PageKey } from '@weighbridge/contract/menu';
import type { PermissionKey } from '@weighbridge/contract/permissions';
import { usePermissions } from './permission-context';

/** The pages whose records are created, updated and deleted, each its own action. */
type MasterDataPage = { [Page in PageKey]: `${Page}.${'create' | 'update' | 'delete'}` extends PermissionKey ? Page : never }[PageKey];

export type RecordPermissions = { create: boolean; update: boolean; delete: boolean };

/** @example const may = useRecordPermissions('scale.materials'); may.create // shows 'Add Material' */
export function useRecordPermissions(page: MasterDataPage): RecordPermissions {
  const { hasPermission } = usePermissions();
  return {
    create: hasPermission(`${page}.create` as const),
    update: hasPermission(`${page}.update` as const),
    delete: hasPermission(`${page}.delete` as const),
  };
}
