/** Names of the generated site's master data: a hard-rock quarry with a crusher plant. */
export const MATERIALS = [
  ['Crushed stone 0/32', 'Aggregate'], ['Gravel 16/32', 'Aggregate'], ['Sand 0/4', 'Sand'], ['Crushed limestone 0/4', 'Aggregate'],
  ['Chippings 8/16', 'Aggregate'], ['Chippings 4/8', 'Aggregate'], ['Base course 0/63', 'Aggregate'], ['Armour stone', 'Rock'],
  ['Rip-rap 200/500', 'Rock'], ['Overburden', 'Waste'], ['Topsoil', 'Soil'], ['Clay', 'Soil'], ['Gabion stone 60/200', 'Rock'],
  ['Railway ballast 31/63', 'Aggregate'], ['Filler 0/2', 'Sand'], ['Washed sand 0/2', 'Sand'], ['Blasted rock', 'Rock'],
  ['Recycled concrete 0/45', 'Recycled'], ['Asphalt millings', 'Recycled'], ['Waste rock', 'Waste'],
] as const;

export const LOADING_AREAS = [
  'North Pit', 'East Bench', 'South Pit', 'West Face', 'Lower Terrace', 'Upper Terrace', 'Stockpile Yard', 'Crusher Feed',
  'Old Quarry', 'River Terrace',
] as const;

/** 60 polygons in all, unevenly over the ten areas. */
export const POLYGONS_PER_AREA = [9, 8, 7, 7, 6, 6, 5, 5, 4, 3] as const;

export const STATIONS = [
  ['Primary Crusher', 'Crusher'], ['Secondary Crusher', 'Crusher'], ['Stockpile North', 'Stockpile'], ['Stockpile South', 'Stockpile'],
  ['Washing Plant', 'Plant'], ['Asphalt Plant', 'Plant'], ['Concrete Plant', 'Plant'], ['Waste Dump', 'Dump'],
] as const;

export const FIRST_NAMES = ['Janez', 'Marko', 'Ana', 'Luka', 'Petra', 'Tomaz', 'Maja', 'Andrej', 'Nina', 'Matej', 'Eva', 'Rok', 'Sara', 'Jure', 'Ziga'];
export const SURNAMES = ['Novak', 'Horvat', 'Kovacic', 'Krajnc', 'Zupancic', 'Potocnik', 'Mlakar', 'Kos', 'Vidmar', 'Golob', 'Turk', 'Bozic'];
export const TRUCKS = [
  ['Volvo', 'FMX 460'], ['Scania', 'G 450'], ['MAN', 'TGS 41.480'], ['Mercedes-Benz', 'Arocs 4145'], ['DAF', 'CF 480'],
  ['Iveco', 'X-Way 450'], ['Caterpillar', '745'], ['Volvo', 'A45G'],
] as const;
export const NOTES = ['Wet material', 'Second trip to the crusher', 'Customer pick-up', 'Sample taken', 'Tarpaulin checked'];
export const VOID_REASONS = ['Weighed twice', 'Wrong vehicle selected', 'Wrong material selected', 'Test weighing'];
