/**
 * The site the generated history happens at: 200 vehicles (most with a driver and an RFID card),
 * 20 materials, 10 loading areas with 60 polygons, 8 unloading stations, and the scale house's users.
 * Written through the server's own tables and user service, so passwords are hashed as the server hashes them.
 */
import { type Db } from '@weighbridge/server/src/db/database.js';
import { users } from '@weighbridge/server/src/db/schema.js';
import { ensureFirstAdmin } from '@weighbridge/server/src/first-admin.js';
import type { Config } from '@weighbridge/server/src/config.js';
import { drivers } from '@weighbridge/server/src/db/tables/drivers.js';
import { loadingAreas, polygons } from '@weighbridge/server/src/db/tables/loading-areas.js';
import { materials } from '@weighbridge/server/src/db/tables/materials.js';
import { unloadingStations } from '@weighbridge/server/src/db/tables/unloading-stations.js';
import { createUser } from '@weighbridge/server/src/modules/users/service.js';
import { vehicles } from '@weighbridge/server/src/db/tables/vehicles.js';
import { rfidCards } from '@weighbridge/server/src/db/tables/weighing.js';
import { asc } from 'drizzle-orm';
import { BENCH_ADMIN } from '../target.js';
import { FIRST_NAMES, LOADING_AREAS, MATERIALS, POLYGONS_PER_AREA, STATIONS, SURNAMES, TRUCKS } from './names.js';

export const VEHICLE_COUNT = 200;
const DRIVER_COUNT = 180;
const CARD_COUNT = 170;

export type SiteVehicle = {
  id: number;
  registrationNumber: string;
  brand: string;
  model: string;
  capacityKg: number;
  driverId: number | null;
  rfidCardNumber: string | null;
};
export type Named = { id: number; name: string };
export type MasterData = {
  vehicles: SiteVehicle[];
  drivers: (Named & { surname: string })[];
  materials: Named[];
  areas: (Named & { polygons: { id: number; code: string }[] })[];
  stations: Named[];
  operators: Named[];
  supervisors: Named[];
};

const pad = (value: number, width: number) => String(value).padStart(width, '0');
const LETTERS = 'ABCDEFGHJKLMNPRSTUVZ';

export async function createMasterData(db: Db, config: Config): Promise<MasterData> {
  await ensureFirstAdmin(db, { ...config, adminUsername: BENCH_ADMIN.username, adminPassword: BENCH_ADMIN.password });
  const staff = [
    ['olga.operator', 'Olga Operator', 'operator'],
    ['marko.scale', 'Marko Scale', 'operator'],
    ['ana.night', 'Ana Night', 'operator'],
    ['peter.weigh', 'Peter Weigh', 'operator'],
    ['sonja.super', 'Sonja Supervisor', 'supervisor'],
  ] as const;
  for (const [username, name, role] of staff) {
    await createUser(db, { username, name, role, password: `${username}-bench-only-2024` });
  }

  const driverRows = await db
    .insert(drivers)
    .values(
      Array.from({ length: DRIVER_COUNT }, (_, index) => ({
        name: FIRST_NAMES[index % FIRST_NAMES.length]!,
        surname: SURNAMES[Math.floor(index / FIRST_NAMES.length) % SURNAMES.length]!,
        driverLicenseId: `DL-${pad(100000 + index * 37, 6)}`,
        contact: `+386 40 ${pad(100000 + index, 6)}`,
      })),
    )
    .returning({ id: drivers.id });
  await db.insert(vehicles).values(
    Array.from({ length: VEHICLE_COUNT }, (_, index) => {
      const [brand, model] = TRUCKS[index % TRUCKS.length]!;
      const hauler = model === '745' || model === 'A45G';
      return {
        registrationNumber: `KR ${pad(100 + index, 3)} ${LETTERS[index % LETTERS.length]}${LETTERS[(index * 7) % LETTERS.length]}`,
        brand,
        model,
        capacityKg: hauler ? 41000 : 24000 + (index % 5) * 2000,
        yearManufactured: 2012 + (index % 12),
        assignedDriverId: driverRows[index]?.id ?? null,
      };
    }),
  );
  const vehicleIds = await db.select({ id: vehicles.id }).from(vehicles).orderBy(asc(vehicles.id));
  await db.insert(rfidCards).values(vehicleIds.slice(0, CARD_COUNT).map(({ id }, index) => ({ cardNumber: `CARD-${pad(index + 1, 4)}`, vehicleId: id })));

  await db.insert(materials).values(
    MATERIALS.map(([name, category], index) => ({ name, category, registrationId: `MAT-${pad(index + 1, 3)}`, densityKgM3: 1500 + index * 25, pricePerUnit: 8 + index })),
  );
  for (const [index, areaName] of LOADING_AREAS.entries()) {
    const [area] = await db.insert(loadingAreas).values({ areaName, description: `Benches of the ${areaName}` }).returning({ id: loadingAreas.id });
    await db.insert(polygons).values(
      Array.from({ length: POLYGONS_PER_AREA[index]! }, (_, polygon) => ({
        loadingAreaId: area!.id,
        registrationId: `P-${pad(index + 1, 2)}${pad(polygon + 1, 2)}`,
        areaName: `${areaName} bench ${polygon + 1}`,
      })),
    );
  }
  await db.insert(unloadingStations).values(STATIONS.map(([areaName, stationType]) => ({ areaName, stationType, capacity: 500000 })));
  return readMasterData(db);
}

/** The master data as stored, in id order: what the document planner draws from. */
export async function readMasterData(db: Db): Promise<MasterData> {
  const cards = await db.select().from(rfidCards);
  const cardOf = new Map(cards.map((card) => [card.vehicleId, card.cardNumber]));
  const polygonRows = await db.select().from(polygons).orderBy(asc(polygons.id));
  const userRows = await db.select().from(users).orderBy(asc(users.id));
  return {
    vehicles: (await db.select().from(vehicles).orderBy(asc(vehicles.id))).map((row) => ({
      id: row.id,
      registrationNumber: row.registrationNumber,
      brand: row.brand,
      model: row.model,
      capacityKg: row.capacityKg ?? 30000,
      driverId: row.assignedDriverId,
      rfidCardNumber: cardOf.get(row.id) ?? null,
    })),
    drivers: (await db.select().from(drivers).orderBy(asc(drivers.id))).map((row) => ({ id: row.id, name: row.name, surname: row.surname })),
    materials: (await db.select().from(materials).orderBy(asc(materials.id))).map((row) => ({ id: row.id, name: row.name })),
    areas: (await db.select().from(loadingAreas).orderBy(asc(loadingAreas.id))).map((row) => ({
      id: row.id,
      name: row.areaName,
      polygons: polygonRows.filter((polygon) => polygon.loadingAreaId === row.id).map((polygon) => ({ id: polygon.id, code: polygon.registrationId })),
    })),
    stations: (await db.select().from(unloadingStations).orderBy(asc(unloadingStations.id))).map((row) => ({ id: row.id, name: row.areaName })),
    operators: userRows.filter((user) => user.role === 'operator').map((user) => ({ id: user.id, name: user.name })),
    supervisors: userRows.filter((user) => user.role === 'supervisor' || user.role === 'admin').map((user) => ({ id: user.id, name: user.name })),
  };
}
