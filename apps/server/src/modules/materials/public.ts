/** What the import uses of the materials. */
export { insertMaterials, listMaterialItems } from './repository.js';
