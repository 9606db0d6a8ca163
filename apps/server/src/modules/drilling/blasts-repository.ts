/**
 * The blasts' queries: a blast as the API answers it, the blasts of a window, the material a polygon's loads
 * were mostly weighed as, and muckpiles: a blast's tons hauled are the net weights of the counted loads from
 * its polygon weighed from its firing until the polygon's next blast (kept in the report totals).
 */
import type { Blast, ListedBlast, Muckpile } from '@weighbridge/contract/blasts';
import type { BlastFigures } from '@weighbridge/contract/drilling-figures';
import { powderFactor } from '@weighbridge/contract/drilling';
import { eq, sql, type SQL } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/database.js';
import { blastExplosives, blasts } from '../../db/tables/drilling.js';
import { isoText } from '../../db/sql-answers.js';
import { pageClause, type TablePage } from '../../db/table-pages.js';
import { rollupRows } from '../rollups/public.js';

/** The next blast on a blast b's polygon (nb): the end of b's hauling. */
const NEXT_BLAST = sql`
    left join lateral (
      select n.fired_at from blasts n where n.polygon_id = b.polygon_id and (n.fired_at, n.blast_id) > (b.fired_at, b.blast_id)
      order by n.fired_at, n.blast_id limit 1) nb on true`;

/**
 * The counted loads weighed from a blast b's polygon from its firing until the next blast (r), as the report totals
 * keep them per blast (their dimension 'blast'): a row each, not every load of the blast. HAULED_FIGURES are their
 * columns. One lookup for each of a few blasts (the limit keeps it one: the planner, counting few blasts' totals,
 * would rather scan them all per blast); hauledOfBlasts for a window's.
 */
const HAULED = sql`
    left join lateral (select r.weight_kg, r.loads from ${rollupRows('blast', {}, { where: [sql`r.blast_id = b.blast_id`] })} limit 1) r on true`;
/**
 * The same totals for all the blasts a condition on `b` chooses (a window's): one range of the totals' key from the
 * lowest to the highest of their ids, joined by hash, where a lookup per blast cost a year of blasts 25 ms.
 */
const hauledOfBlasts = (condition: SQL) => {
  const ids = (bound: 'min' | 'max') => sql`(select ${sql.raw(bound)}(b.blast_id) from blasts b where ${condition})`;
  return sql`left join ${rollupRows('blast', {}, { where: [sql`r.blast_id between ${ids('min')} and ${ids('max')}`] })} on r.blast_id = b.blast_id`;
};
const HAULED_FIGURES = sql`coalesce(r.weight_kg, 0)::float8 as hauled_kg, coalesce(r.loads, 0) as loads`;

/** The hauled loads as a query reads them (HAULED_FIGURES). */
type HauledRead = { hauled_kg: number; loads: number };

/**
 * A muckpile's figures from its blast and its hauled loads: worked out here rather than in the query, where the
 * decimal arithmetic of a year of blasts cost more than reading them.
 */
function muckpileFigures(blast: { tons_broken: number; explosives_kg: number }, { hauled_kg: hauledKg, loads }: HauledRead) {
  const tonsHauled = hauledKg / 1000;
  return { tons_hauled: tonsHauled, tons_remaining: blast.tons_broken - tonsHauled, loads, powder_factor_kg_per_hauled_t: powderFactor(blast.explosives_kg, tonsHauled) };
}

/** The blasts `b` fired within [from, to). */
const firedWithin = (window: { from: Date; to: Date }) => sql`b.fired_at >= ${window.from.toISOString()}::timestamptz and b.fired_at < ${window.to.toISOString()}::timestamptz`;

const BLAST_COLUMNS = sql`
  select b.blast_id, b.polygon_id, p.registration_id as polygon_code, b.loading_area_id, a.area_name, ${isoText(sql`b.fired_at`)} as fired_at,
    b.burden_m::float8 as burden_m, b.spacing_m::float8 as spacing_m, b.bench_height_m::float8 as bench_height_m,
    b.hole_diameter_mm::float8 as hole_diameter_mm, b.subdrill_m::float8 as subdrill_m, b.holes_charged,
    coalesce((select json_agg(json_build_object('product', e.product, 'kg', e.kg::float8) order by e.position)
      from blast_explosives e where e.blast_id = b.blast_id), '[]'::json) as explosives,
    b.explosives_kg::float8 as explosives_kg, b.detonators, b.material_id, m.name as material_name, b.density_kg_m3::float8 as density_kg_m3,
    b.volume_m3::float8 as volume_m3, b.tons_broken::float8 as tons_broken,
    b.vibration_mm_s::float8 as vibration_mm_s, b.misfires, b.shotfirer_id, o.name as shotfirer_name, b.notes, u.username as recorded_by`;

const BLAST_TABLES = sql`
  from blasts b
  join polygons p on p.polygon_id = b.polygon_id
  join loading_areas a on a.loading_area_id = b.loading_area_id
  join materials m on m.material_id = b.material_id
  join drilling_operators o on o.operator_id = b.shotfirer_id
  left join users u on u.id = b.recorded_by`;

const BLAST_ANSWER = sql`${BLAST_COLUMNS} ${BLAST_TABLES}`;

/** A blast as its query reads it: the powder factors are the contract's (powderFactor), worked out here. */
type BlastRead = Omit<Blast, 'powder_factor_kg_m3' | 'powder_factor_kg_t'>;
const withPowderFactors = (blast: BlastRead): Blast => ({
  ...blast,
  powder_factor_kg_m3: powderFactor(blast.explosives_kg, blast.volume_m3),
  powder_factor_kg_t: powderFactor(blast.explosives_kg, blast.tons_broken),
});

type MuckpileRead = Omit<Muckpile, 'tons_hauled' | 'tons_remaining' | 'loads' | 'powder_factor_kg_per_hauled_t'> & HauledRead;
const muckpile = ({ hauled_kg, loads, ...blast }: MuckpileRead): Muckpile => ({ ...blast, ...muckpileFigures(blast, { hauled_kg, loads }) });

type ListedBlastRead = BlastRead & HauledRead;
const listed = ({ hauled_kg, loads, ...blast }: ListedBlastRead): ListedBlast => ({ ...withPowderFactors(blast), muckpile: muckpileFigures(blast, { hauled_kg, loads }) });

export async function findBlast(executor: Executor, blastId: number, lock = false): Promise<Blast | undefined> {
  const forUpdate = lock ? sql` for update of b` : sql``;
  return (await queryRows<BlastRead>(executor, sql`${BLAST_ANSWER} where b.blast_id = ${blastId}${forUpdate}`)).map(withPowderFactors)[0];
}

/** The blasts fired within [from, to), of one polygon or all, in the order they were fired, each with its muckpile. */
export async function listBlasts(executor: Executor, window: { from: Date; to: Date; polygonId?: number | undefined }): Promise<ListedBlast[]> {
  const conditions: SQL[] = [firedWithin(window)];
  if (window.polygonId !== undefined) conditions.push(sql`b.polygon_id = ${window.polygonId}`);
  const chosen = sql.join(conditions, sql` and `);
  return (await queryRows<ListedBlastRead>(executor, sql`${BLAST_COLUMNS}, ${HAULED_FIGURES} ${BLAST_TABLES} ${hauledOfBlasts(chosen)} where ${chosen} order by b.fired_at, b.blast_id`)).map(
    listed,
  );
}

/** As the query reads them, with the loads of the hauling, which the figures leave out. */
type BlastFiguresRead = Omit<BlastFigures, 'tons_hauled' | 'tons_remaining' | 'powder_factor_kg_m3' | 'powder_factor_kg_t' | 'powder_factor_kg_per_hauled_t'> & HauledRead;

/**
 * The figures of the blasts fired within [from, to), each with its muckpile, in the order they were fired: one page
 * of them, or all without one (a report's files). What the figures' pages and reports need, without the rest of
 * each blast's record. A page reads its blasts' hauled loads one lookup each; all of them, one range of the totals.
 */
export async function firedBlastFigures(executor: Executor, window: { from: Date; to: Date }, page?: TablePage): Promise<BlastFigures[]> {
  const fired = firedWithin(window);
  const [chosen, hauledJoin] = page
    ? [sql`(select * from blasts b where ${fired} order by b.fired_at, b.blast_id ${pageClause(page)})`, HAULED]
    : [sql`(select * from blasts b where ${fired})`, hauledOfBlasts(fired)];
  const query = sql`select b.blast_id, b.polygon_id, p.registration_id as polygon_code, a.area_name, ${isoText(sql`b.fired_at`)} as fired_at,
        b.volume_m3::float8 as volume_m3, b.tons_broken::float8 as tons_broken, b.explosives_kg::float8 as explosives_kg, ${HAULED_FIGURES}
      from ${chosen} b join polygons p on p.polygon_id = b.polygon_id join loading_areas a on a.loading_area_id = b.loading_area_id ${hauledJoin}
      order by b.fired_at, b.blast_id`;
  const rows = await queryRows<BlastFiguresRead>(executor, query);
  return rows.map(({ hauled_kg, loads, ...blast }) => {
    const { loads: _loads, ...hauled } = muckpileFigures(blast, { hauled_kg, loads });
    return {
      ...blast,
      ...hauled,
      powder_factor_kg_m3: powderFactor(blast.explosives_kg, blast.volume_m3),
      powder_factor_kg_t: powderFactor(blast.explosives_kg, blast.tons_broken),
    };
  });
}

export type FiredTotals = { blasts: number; volume_m3: number; tons_broken: number; explosives_kg: number };

/** How many blasts were fired within [from, to), and their volume, tons broken and explosives added up. */
export async function firedBlastTotals(executor: Executor, window: { from: Date; to: Date }): Promise<FiredTotals> {
  const [row] = await queryRows<FiredTotals>(
    executor,
    sql`select count(*)::int as blasts, coalesce(sum(b.volume_m3), 0)::float8 as volume_m3, coalesce(sum(b.tons_broken), 0)::float8 as tons_broken,
          coalesce(sum(b.explosives_kg), 0)::float8 as explosives_kg
        from blasts b where ${firedWithin(window)}`,
  );
  return row!;
}

/** The material the counted loads from the polygon weighed before a moment were most weighed as (by net weight). */
export async function mostWeighedMaterial(executor: Executor, polygonId: number, before: Date): Promise<number | undefined> {
  const [row] = await queryRows<{ material_id: number }>(
    executor,
    sql`select d.material_id from scale_documents d
        where d.polygon_id = ${polygonId} and d.status = 'completed' and d.second_weigh_timestamp < ${before.toISOString()}::timestamptz
        group by d.material_id order by sum(d.material_weight_kg) desc, d.material_id limit 1`,
  );
  return row?.material_id;
}

export async function materialDensity(executor: Executor, materialId: number): Promise<{ name: string; density: number | null } | undefined> {
  const [row] = await queryRows<{ name: string; density: number | null }>(executor, sql`select name, density_kg_m3::float8 as density from materials where material_id = ${materialId}`);
  return row;
}

export type BlastRow = typeof blasts.$inferInsert;

export async function insertBlast(executor: Executor, row: BlastRow): Promise<number> {
  const [inserted] = await executor.insert(blasts).values(row).returning({ id: blasts.id });
  return inserted!.id;
}

export async function updateBlast(executor: Executor, blastId: number, row: BlastRow): Promise<void> {
  await executor.update(blasts).set(row).where(eq(blasts.id, blastId));
}

export async function replaceExplosives(executor: Executor, blastId: number, explosives: readonly { product: string; kg: number }[]): Promise<void> {
  await executor.delete(blastExplosives).where(eq(blastExplosives.blastId, blastId));
  if (explosives.length === 0) return;
  await executor.insert(blastExplosives).values(explosives.map((explosive, index) => ({ blastId, position: index + 1, product: explosive.product, kg: explosive.kg })));
}

/** The muckpiles of the blasts a condition on `b` chooses. */
function muckpiles(condition: SQL): SQL {
  return sql`
    select b.blast_id, b.polygon_id, p.registration_id as polygon_code, b.loading_area_id, a.area_name, ${isoText(sql`b.fired_at`)} as fired_at,
      ${isoText(sql`nb.fired_at`)} as next_fired_at, b.tons_broken::float8 as tons_broken, ${HAULED_FIGURES}, b.explosives_kg::float8 as explosives_kg
    from blasts b
    join polygons p on p.polygon_id = b.polygon_id
    join loading_areas a on a.loading_area_id = b.loading_area_id
    ${NEXT_BLAST} ${HAULED}
    where ${condition}`;
}

export async function blastMuckpile(executor: Executor, blastId: number): Promise<Muckpile | undefined> {
  return (await queryRows<MuckpileRead>(executor, muckpiles(sql`b.blast_id = ${blastId}`))).map(muckpile)[0];
}

/** Each polygon's latest blast's muckpile, of one loading area or all, by area and polygon code. */
export async function latestMuckpiles(executor: Executor, loadingAreaId: number | undefined): Promise<Muckpile[]> {
  const ofArea = loadingAreaId === undefined ? sql`` : sql` and l.loading_area_id = ${loadingAreaId}`;
  const latest = sql`b.blast_id in (select distinct on (l.polygon_id) l.blast_id from blasts l where true${ofArea} order by l.polygon_id, l.fired_at desc, l.blast_id desc)`;
  return (await queryRows<MuckpileRead>(executor, sql`${muckpiles(latest)} order by a.area_name, p.registration_id, b.blast_id`)).map(muckpile);
}

export type BrokenTons = { month: string; loading_area_id: number; area_name: string; tons: number };

/**
 * The tons the blasts fired within the window broke, by month of their production day ('YYYY-MM', by the site's
 * calendar in SQL: site_production_day) and area.
 */
export async function brokenByMonth(executor: Executor, window: { from: Date; to: Date }, dayStart: string, timeZone: string): Promise<BrokenTons[]> {
  return queryRows<BrokenTons>(
    executor,
    sql`select to_char(site_production_day(b.fired_at, ${timeZone}, ${dayStart}::interval), 'YYYY-MM') as month, b.loading_area_id, a.area_name,
          sum(b.tons_broken)::float8 as tons
        from blasts b join loading_areas a on a.loading_area_id = b.loading_area_id
        where ${firedWithin(window)}
        group by 1, 2, 3`,
  );
}
