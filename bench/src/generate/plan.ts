/**
 * The generated history, day by day, as the scale house would have made it: each truck is tared every
 * few days, each load refers to its truck's latest tara, is numbered in its year in time order and signed
 * into the one chain with the server's own signing code; a few loads are voided afterwards. Pure: the same
 * master data, seed and moment give the same rows, which is what makes a run repeatable.
 */
import { defaultNumberFormat, documentNumberOf } from '@weighbridge/contract/document-numbers';
import { encodeTicket, signTicket } from '@weighbridge/server/src/ledger/signature.js';
import { type Random, seededRandom, unevenShares } from '../random.js';
import type { MasterData, Named, SiteVehicle } from './master-data.js';
import { NOTES, VOID_REASONS } from './names.js';
import { loadMoments, planDays } from './schedule.js';

export type TaraRow = Record<string, string | number | null>;
export type DocumentRow = Record<string, string | number | boolean | null>;
export type DayOfHistory = { day: string; taras: TaraRow[]; documents: DocumentRow[] };

export type PlanOptions = { documents: number; seed: number; now: Date; timeZone: string; signingKey: string; firstId: number };

/** What the history ends with: the numbering of documents and taras, the chain head and each truck's latest tara. */
export type PlanEnd = { lastId: number; lastTaraNumber: number; counters: Map<number, number>; chainHead: { documentId: number; signature: string; position: number } | null };

const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();
/** Weights are read on a scale with 20 kg divisions. */
const toDivision = (kg: number) => Math.round(kg / 20) * 20;

type Tara = { id: number; at: number; kg: number };
type TruckState = { baseTareKg: number; tara?: Tara; nextTaraDue: number; lastLoadAt: number };

export function* planHistory(site: MasterData, options: PlanOptions, end: PlanEnd): Generator<DayOfHistory> {
  const random = seededRandom(options.seed);
  const pick = <T>(items: readonly T[], shares: number[]) => items[random.weighted(shares)]!;
  const vehicleShares = unevenShares(site.vehicles.length, 0.35);
  const materialShares = unevenShares(site.materials.length, 1.1);
  const areaShares = unevenShares(site.areas.length, 0.9);
  const stationShares = unevenShares(site.stations.length, 0.7);
  const polygonShares = site.areas.map((area) => unevenShares(area.polygons.length, 0.6));
  const choices: Choices = { pick, materialShares, areaShares, stationShares, polygonShares };
  const trucks = new Map<number, TruckState>(site.vehicles.map((vehicle) => [vehicle.id, { baseTareKg: toDivision(random.int(11000, 17500)), nextTaraDue: 0, lastLoadAt: 0 }]));
  let nextId = options.firstId;
  let previousSignature: string | null = null;

  for (const day of planDays(options.documents, options.now, options.timeZone)) {
    const events: { at: number; tara: Tara; taraRow?: TaraRow; document?: DocumentRow }[] = [];
    for (const at of loadMoments(day, random)) {
      const vehicle = pick(site.vehicles, vehicleShares);
      const truck = trucks.get(vehicle.id)!;
      const scaleId = random.weighted([0.5, 0.3, 0.2]) + 1;
      if (!truck.tara || at >= truck.nextTaraDue) {
        // Tared a few minutes before this load, after its previous load and on the same day.
        const earliest = Math.max(day.startMs, truck.lastLoadAt + 60_000);
        const taraAt = Math.max(earliest, at - random.int(3, 15) * 60_000);
        const tara: Tara = { id: 0, at: taraAt < at ? taraAt : at - 1000, kg: toDivision(truck.baseTareKg + random.int(-60, 60)) };
        const operator = operatorAt(site.operators, tara.at, day.startMs, scaleId);
        truck.tara = tara;
        truck.nextTaraDue = tara.at + random.int(2, 5) * DAY_MS;
        events.push({ at: tara.at, tara, taraRow: taraRow(tara, vehicle, scaleId, operator) });
      }
      truck.lastLoadAt = at;
      const operator = operatorAt(site.operators, at, day.startMs, scaleId);
      events.push({ at, tara: truck.tara, document: loadRow(site, vehicle, truck.tara, at, scaleId, operator, random, choices) });
    }
    events.sort((a, b) => a.at - b.at || (a.taraRow ? 0 : 1) - (b.taraRow ? 0 : 1));
    const taras: TaraRow[] = [];
    const documents: DocumentRow[] = [];
    for (const event of events) {
      const id = nextId++;
      if (event.taraRow) {
        event.tara.id = id;
        event.taraRow.tara_id = id;
        end.lastTaraNumber += 1;
        event.taraRow.tara_number = end.lastTaraNumber;
        taras.push(event.taraRow);
        continue;
      }
      const row = event.document!;
      const sequence = (end.counters.get(day.year) ?? 0) + 1;
      end.counters.set(day.year, sequence);
      row.document_id = id;
      row.document_number = documentNumberOf(defaultNumberFormat(day.year), sequence);
      row.document_year = day.year;
      row.order_sequence = sequence;
      row.tara_id = event.tara.id;
      row.signature = sign(options.signingKey, row, previousSignature);
      row.previous_signature = previousSignature;
      row.previous_document_id = end.chainHead?.documentId ?? null;
      row.chain_position = (end.chainHead?.position ?? 0) + 1;
      previousSignature = row.signature;
      end.chainHead = { documentId: id, signature: row.signature, position: row.chain_position };
      voidSome(row, site.supervisors, options.now.getTime(), random);
      documents.push(row);
    }
    end.lastId = nextId - 1;
    yield { day: day.day, taras, documents };
  }
}

function operatorAt(operators: Named[], at: number, dayStart: number, scaleId: number): Named {
  const shift = at - dayStart < 13 * 3_600_000 ? 0 : 1;
  return operators[(scaleId + shift) % operators.length]!;
}

function taraRow(tara: { at: number; kg: number }, vehicle: SiteVehicle, scaleId: number, operator: Named): TaraRow {
  return {
    tara_id: null,
    vehicle_id: vehicle.id,
    weighed_at: iso(tara.at),
    tare_weight_kg: tara.kg,
    rfid_card_number: vehicle.rfidCardNumber,
    scale_id: scaleId,
    operator_id: operator.id,
    operator_name: operator.name,
    notes: null,
    weight_source: 'manual',
    created_at: iso(tara.at),
  };
}

type Choices = {
  pick: <T>(items: readonly T[], shares: number[]) => T;
  materialShares: number[];
  areaShares: number[];
  stationShares: number[];
  polygonShares: number[][];
};

/** Trucks and their drivers work in crews of eight: a truck's driver is stood in for by one of its crew. */
const CREW = 8;

function reliefDriver(site: MasterData, vehicle: SiteVehicle, random: Random): number {
  const crewStart = Math.floor(site.vehicles.indexOf(vehicle) / CREW) * CREW;
  return site.drivers[(crewStart + random.int(0, CREW - 1)) % site.drivers.length]!.id;
}

function loadRow(site: MasterData, vehicle: SiteVehicle, tara: Tara, at: number, scaleId: number, operator: Named, random: Random, choices: Choices): DocumentRow {
  const material = choices.pick(site.materials, choices.materialShares);
  const areaIndex = random.weighted(choices.areaShares);
  const area = site.areas[areaIndex]!;
  const polygon = random.chance(0.92) ? (area.polygons[random.weighted(choices.polygonShares[areaIndex]!)] ?? null) : null;
  const station = random.chance(0.88) ? choices.pick(site.stations, choices.stationShares) : null;
  const driverId = vehicle.driverId !== null && !random.chance(0.04) ? vehicle.driverId : random.chance(0.5) ? reliefDriver(site, vehicle, random) : null;
  const driver = site.drivers.find((candidate) => candidate.id === driverId);
  const overloaded = random.chance(0.03);
  const netKg = toDivision(vehicle.capacityKg * (overloaded ? 1 + random.int(1, 120) / 1000 : 0.65 + random.int(0, 340) / 1000));
  const overloadKg = netKg > vehicle.capacityKg ? netKg - vehicle.capacityKg : null;
  return {
    document_id: null, document_number: null, document_year: null, order_sequence: null,
    status: 'completed', weighing_type: 'load',
    first_weigh_timestamp: iso(tara.at), second_weigh_timestamp: iso(at), tara_id: null,
    vehicle_id: vehicle.id, registration_number: vehicle.registrationNumber, brand: vehicle.brand, model: vehicle.model,
    driver_id: driver?.id ?? null, driver_name: driver?.name ?? null, driver_surname: driver?.surname ?? null,
    rfid_card_number: vehicle.rfidCardNumber !== null && random.chance(0.9) ? vehicle.rfidCardNumber : null,
    vehicle_empty_weight_kg: tara.kg, full_weight_kg: tara.kg + netKg, material_weight_kg: netKg,
    material_id: material.id, material_name: material.name,
    polygon_id: polygon?.id ?? null, polygon_code: polygon?.code ?? null,
    loaded_area_id: area.id, loaded_area_name: area.name,
    unloading_station_id: station?.id ?? null, destination_name: station?.name ?? null,
    scale_id: scaleId, reader_id: 1, operator_id: operator.id, operator_name: operator.name,
    notes: random.chance(0.015) ? random.pick(NOTES) : null,
    weight_source: 'manual', overloaded: overloadKg !== null, overload_kg: overloadKg,
    signature: null, previous_signature: null, previous_document_id: null, chain_position: null, signature_version: 1,
    voided_at: null, voided_by: null, voided_by_name: null, void_reason: null,
    created_at: iso(at), updated_at: iso(at),
  };
}

/**
 * Signed as the documents of the years before every ticket field was signed (signature version 1), which
 * is also why a void here needs no signed amendment of its own.
 */
function sign(key: string, row: DocumentRow, previousSignature: string | null): string {
  return signTicket(
    key,
    1,
    encodeTicket({
      documentNumber: row.document_number as string,
      documentYear: row.document_year as number,
      orderSequence: row.order_sequence as number,
      vehicleId: row.vehicle_id as number,
      registrationNumber: row.registration_number as string,
      firstWeighAt: new Date(row.first_weigh_timestamp as string),
      secondWeighAt: new Date(row.second_weigh_timestamp as string),
      tareWeightKg: row.vehicle_empty_weight_kg as number,
      grossWeightKg: row.full_weight_kg as number,
      netWeightKg: row.material_weight_kg as number,
      weightSource: row.weight_source as string,
      scaleId: row.scale_id as number,
    }),
    { previousSignature, previousDocumentId: null },
  );
}

/** About one load in 250 is voided by a supervisor within the next two hours, as a void leaves it: cancelled, with who and why. */
function voidSome(row: DocumentRow, supervisors: Named[], nowMs: number, random: Random): void {
  if (!random.chance(0.004)) return;
  const voidedAt = Math.min(Date.parse(row.second_weigh_timestamp as string) + random.int(5, 120) * 60_000, nowMs - 1000);
  const supervisor = random.pick(supervisors);
  Object.assign(row, {
    status: 'cancelled',
    voided_at: iso(voidedAt),
    voided_by: supervisor.id,
    voided_by_name: supervisor.name,
    void_reason: random.pick(VOID_REASONS),
    updated_at: iso(voidedAt),
  });
}
