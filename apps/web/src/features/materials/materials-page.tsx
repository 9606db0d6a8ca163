/** /materials, the Materials Catalog (spec part 2 sections 2, 5 and 8). */
import type { Material } from '@weighbridge/contract/materials';
import { errorText } from '../../app/api-client';
import { useRecordPermissions } from '../../app/permissions/use-record-permissions';
import { CataloguePage } from '../../components/catalogue-page';
import { showToast } from '../../components/toast';
import { useLoadFailure } from '../../lib/use-load-failure';
import { useDeleteMaterial } from './api/delete-material';
import { useMaterials } from '../../app/queries/materials';
import { MaterialFormModal } from './material-form-modal';
import { MaterialsTable } from './materials-table';

const DELETE_CONFIRMATION =
  'Are you sure you want to delete this material? Deletion will fail if the material is used in any documents.';


export function MaterialsPage() {
  const materials = useMaterials();
  const deleteMaterial = useDeleteMaterial();
  const may = useRecordPermissions('scale.materials');

  useLoadFailure(materials.isError, () => showToast('error', 'Failed to load materials'));

  function confirmDelete(material: Material) {
    if (!window.confirm(DELETE_CONFIRMATION)) return;
    deleteMaterial.mutate(material.material_id, {
      onSuccess: () => showToast('success', 'Material deleted successfully'),
      onError: (error) => showToast('error', errorText(error, 'Failed to delete material. It may be in use.')),
    });
  }

  return (
    <CataloguePage
      title="Materials Catalog"
      addLabel="Add Material"
      records={materials}
      mayAdd={may.create}
      table={(records, edit) => <MaterialsTable materials={records} onEdit={may.update ? edit : undefined} onDelete={may.delete ? confirmDelete : undefined} />}
      form={(material, close) => <MaterialFormModal material={material} onClose={close} />}
    />
  );
}
