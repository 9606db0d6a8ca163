/**
 * The equipment register: the scales, vehicles, drill rigs and crushing plants as one list of machines,
 * each named as its page names it (a scale by its name, a vehicle by its registration number). One query,
 * so that the board, the stops and the figures name a machine alike.
 */
import type { EquipmentClass } from '@weighbridge/contract/equipment';
import { sql, type SQL } from 'drizzle-orm';

/**
 * `(equipment_class, machine_id, name, active)` of every machine of the classes: a subquery to join stops
 * to. A disabled scale, a vehicle inactive or retired, and a retired rig or plant are not active.
 */
export function machinesOf(classes: readonly EquipmentClass[]): SQL {
  const parts: Record<EquipmentClass, SQL> = {
    scale: sql`select 'scale'::text as equipment_class, scale_id as machine_id, name, enabled as active from scales`,
    vehicle: sql`select 'vehicle'::text as equipment_class, vehicle_id as machine_id, registration_number as name, status in ('active', 'maintenance') as active from vehicles`,
    rig: sql`select 'rig'::text as equipment_class, rig_id as machine_id, name, status = 'active' as active from drill_rigs`,
    plant: sql`select 'plant'::text as equipment_class, plant_id as machine_id, name, status = 'active' as active from crushing_plants`,
  };
  return sql.join(
    classes.map((equipmentClass) => parts[equipmentClass]),
    sql` union all `,
  );
}
