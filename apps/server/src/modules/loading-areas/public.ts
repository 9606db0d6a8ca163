/** What the import uses of the loading areas and their polygons. */
export { insertPolygons, listPolygonItems } from './polygon-repository.js';
export { insertLoadingAreas, listLoadingAreaItems } from './repository.js';
