/** What the import uses of the materials. */
export { findMaterialItem, insertMaterial, listMaterialItems } from './repository.js';
