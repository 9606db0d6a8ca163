/**
 * What the drill log's and the blast's forms share: a catalogue form of the drilling fields whose save is announced
 * and whose failure is told in the reader's language, its dialog, the loading area and polygon it is done at, and
 * the operators who may be named on it.
 */
import { type CompetencyKind, type DrillingOperator, holdsCompetency } from '@weighbridge/contract/drilling-operators';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { errorText } from '../../../app/api-client';
import { useLoadingAreas } from '../../../app/queries/loading-areas';
import { usePolygons } from '../../../app/queries/polygons';
import { type CatalogueForm, type CatalogueFormSpec, type DraftForm, useCatalogueForm } from '../../../components/catalogue-form';
import { FormModal } from '../../../components/form-modal';
import { showToast } from '../../../components/toast';
import { useKnownTexts } from '../../../lib/known-texts';
import { useOnlyChoice } from './only-choice';

type OperationsFormSpec<Entry, Draft, Schema extends z.ZodType, UpdateVariables> = Omit<
  CatalogueFormSpec<Entry, Draft, Schema, UpdateVariables>,
  'fields' | 'announcesSave' | 'reportFailure'
>;

export function useOperationsForm<Entry, Draft extends object, Schema extends z.ZodType, UpdateVariables>(
  spec: OperationsFormSpec<Entry, Draft, Schema, UpdateVariables>,
): CatalogueForm<Draft> {
  const knownText = useKnownTexts();
  return useCatalogueForm({
    ...spec,
    fields: 'drilling',
    announcesSave: true,
    reportFailure: (error, { fallback }) => showToast('error', knownText(errorText(error, fallback))),
  });
}

/** The dialog of a log or a blast: wide, for two columns of large controls on a tablet. */
export function OperationsFormModal<Draft>({ form, title, children }: { form: CatalogueForm<Draft>; title: string; children: ReactNode }) {
  return (
    <FormModal title={title} saving={form.saving} onSubmit={() => void form.save()} onClose={form.onClose} size="xl">
      {children}
    </FormModal>
  );
}

type Placed = { loading_area_id: number | null; polygon_id: number | null };

/**
 * The loading areas and polygons a log or a blast may name: those in use, and those its record already names. A
 * site's only area and polygon are chosen for the user; choosing another area leaves the polygon to choose again.
 */
export function useAreaAndPolygon(form: DraftForm<Placed>, record: { loading_area_id: number; polygon_id: number } | undefined) {
  const { draft, change } = form;
  const areas = (useLoadingAreas().data ?? []).filter((area) => area.status === 'active' || area.loading_area_id === record?.loading_area_id);
  useOnlyChoice(draft.loading_area_id, areas.map((area) => area.loading_area_id), (areaId) => change({ loading_area_id: areaId }), !record);
  const polygons = (usePolygons(draft.loading_area_id).data ?? []).filter((polygon) => polygon.status === 'operational' || polygon.polygon_id === record?.polygon_id);
  useOnlyChoice(draft.polygon_id, polygons.map((polygon) => polygon.polygon_id), (polygonId) => change({ polygon_id: polygonId }));
  return { areas, polygons, chooseArea: (areaId: number | null) => change({ loading_area_id: areaId, polygon_id: null }) };
}

/** The operators in use who hold the competency on the day, and the one the record names, whatever they hold now. */
export function qualifiedOperators(operators: readonly DrillingOperator[], competency: CompetencyKind, day: string, named: number | undefined): DrillingOperator[] {
  return operators.filter((operator) => operator.operator_id === named || (operator.status === 'active' && holdsCompetency(operator, competency, day)));
}
