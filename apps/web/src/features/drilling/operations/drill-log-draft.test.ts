import { drillLogInputSchema } from '@weighbridge/contract/drill-logs';
import { describe, expect, it } from 'vitest';
import { drillLogBody, liveMetres, newDrillLogDraft, nextHole } from './drill-log-draft';

const start = { production_day: '2026-03-10', shift: 'Morning', rig_id: 3, operator_id: 5, loading_area_id: 2, polygon_id: 7 };

describe('the Log a shift form', () => {
  it('shows the metres of a summary as holes × depth, and none until both are typed', () => {
    const draft = { ...newDrillLogDraft(start), hole_count: 24, depth_m: '12.5' };
    expect(liveMetres(draft)).toBe(300);
    expect(liveMetres({ ...draft, depth_m: '' })).toBeNull();
  });

  it('shows the metres of a hole list as the sum of the actual depths typed, not the design depths', () => {
    const draft = { ...newDrillLogDraft(start), entry: 'holes' as const, holes: [{ design: 12, actual: 11.5 }, { design: 12, actual: '12.25' }, { design: 12, actual: '' }] };
    // 11.5 + 12.25, the third hole not typed yet.
    expect(liveMetres(draft)).toBe(23.75);
  });

  it('repeats the last hole for the next one, and starts the first empty', () => {
    expect(nextHole([])).toEqual({ design: '', actual: '' });
    expect(nextHole([{ design: 10, actual: 9.8 }])).toEqual({ design: 10, actual: 9.8 });
  });

  it('sends either the summary or the list, as the contract takes them', () => {
    const summary = drillLogInputSchema.parse(drillLogBody({ ...newDrillLogDraft(start), hole_count: 24, depth_m: 12.5, diameter_mm: 89, drill_hours: 7.5, bit_changes: 1, notes: '  ' }));
    expect(summary).toMatchObject({ hole_count: 24, depth_m: 12.5, holes: null, notes: null, shift: 'Morning' });
    const list = drillLogInputSchema.parse(
      drillLogBody({ ...newDrillLogDraft(start), entry: 'holes', hole_count: 24, holes: [{ design: 12, actual: 11.5 }], diameter_mm: 89, drill_hours: 2 }),
    );
    expect(list).toMatchObject({ hole_count: null, depth_m: null, holes: [{ design_depth_m: 12, actual_depth_m: 11.5 }] });
  });

  it('is refused by the contract while a depth is missing, before it is sent', () => {
    const draft = { ...newDrillLogDraft(start), entry: 'holes' as const, holes: [{ design: 12, actual: '' }], diameter_mm: 89, drill_hours: 2 };
    expect(drillLogInputSchema.safeParse(drillLogBody(draft)).success).toBe(false);
  });
});
