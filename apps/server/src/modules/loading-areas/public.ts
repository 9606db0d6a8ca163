/** What the import uses of the loading areas and their polygons. */
export { findPolygonItem, insertPolygon, listPolygonItems } from './polygon-repository.js';
export { findLoadingAreaItem, insertLoadingArea, listLoadingAreaItems } from './repository.js';
