/** /materials, the Materials Catalog (spec part 2 sections 2, 5 and 8). */
import type { Material } from '@weighbridge/contract/materials';
import { useIntl } from 'react-intl';
import { errorText } from '../../app/api-client';
import { useRecordPermissions } from '../../app/permissions/use-record-permissions';
import { CataloguePage } from '../../components/catalogue-page';
import { showToast } from '../../components/toast';
import { useKnownTexts } from '../../lib/known-texts';
import { useLoadFailure } from '../../lib/use-load-failure';
import { useDeleteMaterial } from './api/delete-material';
import { useMaterials } from '../../app/queries/materials';
import { MaterialFormModal } from './material-form-modal';
import { MaterialsTable } from './materials-table';
import { materialsPageMessages as text } from './messages';

export function MaterialsPage() {
  const materials = useMaterials();
  const deleteMaterial = useDeleteMaterial();
  const may = useRecordPermissions('scale.materials');
  const intl = useIntl();
  const knownText = useKnownTexts();

  useLoadFailure(materials.isError, () => showToast('error', intl.formatMessage(text.loadFailed)));

  function confirmDelete(material: Material) {
    if (!window.confirm(intl.formatMessage(text.deleteQuestion))) return;
    deleteMaterial.mutate(material.material_id, {
      onSuccess: () => showToast('success', intl.formatMessage(text.deleted)),
      onError: (error) => showToast('error', knownText(errorText(error, intl.formatMessage(text.deleteFailed)))),
    });
  }

  return (
    <CataloguePage
      title={intl.formatMessage(text.title)}
      addLabel={intl.formatMessage(text.add)}
      records={materials}
      mayAdd={may.create}
      table={(records, edit) => <MaterialsTable materials={records} onEdit={may.update ? edit : undefined} onDelete={may.delete ? confirmDelete : undefined} />}
      form={(material, close) => <MaterialFormModal material={material} onClose={close} />}
    />
  );
}
