/** The materials catalogue: registration ids unique without regard to case; a material that scale documents use is kept. */
import type { Material, MaterialValues } from '@weighbridge/contract/materials';
import { REFUSALS_WITH_VALUES } from '@weighbridge/contract/refusals';
import { sql } from 'drizzle-orm';
import { defineCatalogue } from '../../catalogue/catalogue.js';
import { catalogueRepository } from '../../catalogue/repository.js';
import { catalogueService } from '../../catalogue/service.js';
import { violatedUniqueConstraint } from '../../db/constraint-violations.js';
import { materials } from '../../db/tables/materials.js';
import { AppError } from '../../lib/errors.js';

export const materialCatalogue = defineCatalogue<typeof materials, Material, MaterialValues>({
  table: materials,
  name: 'Material',
  entity: 'material',
  item: {
    material_id: materials.id,
    name: materials.name,
    registration_id: materials.registrationId,
    category: materials.category,
    unit_of_measure: sql<Material['unit_of_measure']>`${materials.unitOfMeasure}`,
    density_kg_m3: materials.densityKgM3,
    price_per_unit: materials.pricePerUnit,
    description: materials.description,
    size_from_mm: materials.sizeFromMm,
    size_to_mm: materials.sizeToMm,
  },
  order: [materials.name, materials.id],
  toRow: (values) => ({
    name: values.name,
    registrationId: values.registration_id,
    category: values.category,
    unitOfMeasure: values.unit_of_measure,
    densityKgM3: values.density_kg_m3,
    pricePerUnit: values.price_per_unit,
    description: values.description,
    sizeFromMm: values.size_from_mm,
    sizeToMm: values.size_to_mm,
  }),
  saveRefusal: (error, values) =>
    violatedUniqueConstraint(error) === 'materials_registration_id_key' ? new AppError('CONFLICT', REFUSALS_WITH_VALUES.registrationIdTaken(values.registration_id)) : undefined,
});

export const materialRecords = catalogueRepository(materialCatalogue);
export const materialService = catalogueService(materialCatalogue);
