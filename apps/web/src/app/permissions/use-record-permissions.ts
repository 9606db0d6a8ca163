/** Which changes the user may make on a master data page; the buttons of the others are hidden. */
import { usePermissions } from './permission-context';

export type RecordPermissions = { create: boolean; update: boolean; delete: boolean };

/** @example const may = useRecordPermissions('scale.materials'); may.create // shows 'Add Material' */
export function useRecordPermissions(page: string): RecordPermissions {
  const { hasPermission } = usePermissions();
  return {
    create: hasPermission(`${page}.create`),
    update: hasPermission(`${page}.update`),
    delete: hasPermission(`${page}.delete`),
  };
}
