/** /materials, the Materials Catalog (spec part 2 sections 2, 5 and 8). */
import { Button, Paper } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { Material } from '@weighbridge/contract/materials';
import { useState } from 'react';
import { errorText } from '../../app/api-client';
import { useRecordPermissions } from '../../app/permissions/use-record-permissions';
import { LoadingNotice } from '../../components/loading-notice';
import { PageToolbar } from '../../components/page-toolbar';
import { showToast } from '../../components/toast';
import { useLoadFailure } from '../../lib/use-load-failure';
import { useDeleteMaterial } from './api/delete-material';
import { useMaterials } from '../../app/queries/materials';
import { MaterialFormModal } from './material-form-modal';
import { MaterialsTable } from './materials-table';

const DELETE_CONFIRMATION =
  'Are you sure you want to delete this material? Deletion will fail if the material is used in any documents.';

/** The dialog that is open: adding (no material) or editing one. */
type OpenForm = { material?: Material };

export function MaterialsPage() {
  const materials = useMaterials();
  const deleteMaterial = useDeleteMaterial();
  const may = useRecordPermissions('scale.materials');
  const [form, setForm] = useState<OpenForm | null>(null);

  useLoadFailure(materials.isError, () => showToast('error', 'Failed to load materials'));

  function confirmDelete(material: Material) {
    if (!window.confirm(DELETE_CONFIRMATION)) return;
    deleteMaterial.mutate(material.material_id, {
      onSuccess: () => showToast('success', 'Material deleted successfully'),
      onError: (error) => showToast('error', errorText(error, 'Failed to delete material. It may be in use.')),
    });
  }

  return (
    <>
      <PageToolbar title="Materials Catalog">
        {may.create && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setForm({})}>
            Add Material
          </Button>
        )}
      </PageToolbar>
      {/* After a failed load the toast says so; an empty table would claim there are no materials. */}
      {materials.isPending && <LoadingNotice />}
      {materials.data && (
        <Paper withBorder radius="md">
          <MaterialsTable
            materials={materials.data}
            onEdit={may.update ? (material) => setForm({ material }) : undefined}
            onDelete={may.delete ? confirmDelete : undefined}
          />
        </Paper>
      )}
      {form && <MaterialFormModal material={form.material} onClose={() => setForm(null)} />}
    </>
  );
}
