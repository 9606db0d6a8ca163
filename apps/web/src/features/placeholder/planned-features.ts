/**
 * What each 'Coming Soon' page will offer, keyed by its path, and for any other path under a planned
 * module, by the module's id. Shown under 'Planned Features' so site staff know what to expect.
 */

export const PAGE_PLANNED_FEATURES: Readonly<Record<string, readonly string[]>> = {
  '/scale/stop-counter': [
    'Record weighbridge downtime with start and end time',
    'Downtime reasons: calibration, maintenance, power failure, network outage, queue',
    'Daily and monthly downtime totals per scale and per reason',
    'Lost-capacity estimate from the average loads per hour',
  ],
  '/garage/transportation': [
    'Plan haul routes between loading areas and unloading stations',
    'Assign vehicles and drivers to shifts and routes',
    'Trip targets per shift compared with the trips actually weighed',
    'Dispatch board showing which vehicle is loading, hauling or waiting',
  ],
  '/garage/maintenance': [
    'Preventive maintenance schedules by engine hours and kilometres',
    'Work orders for repairs with parts, labour and cost',
    'Vehicle status set to maintenance while a work order is open',
    'Service history per vehicle for audits and resale',
    'Reminders before inspections and services fall due',
  ],
  '/garage/fuel': [
    'Record fuel issues per vehicle from the site tank or fuel card',
    'Fuel consumption per hour, per kilometre and per ton hauled',
    'Tank stock, deliveries and reconciliation',
    'Alerts for consumption that is unusually high for a vehicle',
  ],
  '/garage/gps': [
    'Live position of every haul vehicle on the site map',
    'Trip history with routes, stops and speeds',
    'Geofences around loading areas, unloading stations and the weighbridge',
    'Idle time and speeding reports per vehicle and driver',
  ],
  '/garage/stop-counter': [
    'Record vehicle downtime with start and end time',
    'Downtime reasons: breakdown, repair, refuelling, tyre change, waiting for parts',
    'Availability and utilisation per vehicle per month',
    'Downtime cost estimate from lost trips',
  ],
  '/drilling/annual-plan': [
    'Annual drilling plan per drilling area and polygon, in metres and tons',
    'Monthly breakdown of the plan with targets per rig',
    'Blast schedule linked to the polygons of each area',
    'Approval and revision history of the plan',
  ],
  '/drilling/operations': [
    'Daily drilling log: rig, operator, holes, depth and metres drilled',
    'Blast records with explosives used and tonnage broken',
    'Drill bit and consumable usage per rig',
    'Link blasted polygons to the material weighed from them',
  ],
  '/drilling/plan-vs-actual': [
    'Planned against actual metres drilled per month, area and rig',
    'Planned against actual tonnage broken and hauled',
    'Variance explanations entered by the drilling supervisor',
    'Charts of the trend towards the annual target',
  ],
  '/drilling/stop-counter': [
    'Record drill rig downtime with start and end time',
    'Downtime reasons: breakdown, weather, blasting, waiting for operator',
    'Rig availability and utilisation per shift and month',
    'Downtime totals per reason with the lost metres estimated',
  ],
  '/production/crush-plan': [
    'Crushing plan per plant and product in tons per shift',
    'Product mix targets by material and size fraction',
    'Feed plan linked to the material hauled to each unloading station',
    'Monthly and annual plan totals',
  ],
  '/production/crush-operations': [
    'Shift log of crusher running hours and tons fed',
    'Output per product from belt scales or stockpile surveys',
    'Operator and shift supervisor sign-off',
    'Throughput per hour compared with the plant rating',
  ],
  '/production/material-processing': [
    'Track material from loading area through crushing to stockpile',
    'Stockpile quantities per product and location',
    'Quality samples and grading results per batch',
    'Yield of saleable product per ton fed',
  ],
  '/production/plan-vs-actual': [
    'Planned against actual tons crushed per day, month and product',
    'Variance reasons recorded by the plant supervisor',
    'Trend charts towards the monthly and annual targets',
    'Link to downtime so losses are explained',
  ],
  '/production/stop-counter': [
    'Record plant downtime with start and end time',
    'Downtime reasons: blockage, breakdown, maintenance, no feed, power failure',
    'Plant availability and utilisation per shift',
    'Tons lost to downtime estimated from the plant rate',
  ],
  '/planning/production-plan': [
    'Site production plan in tons per month and product',
    'Targets that feed the crush plan and the haulage plan',
    'Scenario comparison before a plan is approved',
    'Revision history with who changed what and why',
  ],
  '/planning/operations-plan': [
    'Weekly operations plan for loading, hauling and weighing',
    'Equipment allocation per loading area and shift',
    'Planned trips per vehicle and unloading station',
    'Daily targets shown to the weighbridge and the dispatch board',
  ],
  '/planning/drilling-plan': [
    'Drilling sequence per area and polygon',
    'Rig allocation and planned metres per week',
    'Blast dates coordinated with loading and haulage',
    'Hand-over of the approved plan to the Drilling module',
  ],
  '/planning/personnel-plan': [
    'Shift rosters for operators, drivers and supervisors',
    'Leave, training and certificate expiry in one view',
    'Crew size per shift compared with the operations plan',
    'Overtime and absence summaries per month',
  ],
  '/hse/incidents': [
    'Report incidents, near misses and injuries from any workstation',
    'Severity, location, people and equipment involved',
    'Photos and witness statements attached to the report',
    'Notifications to the HSE officer and site manager',
    'Investigation status from report to closure',
  ],
  '/hse/inspections': [
    'Inspection checklists for vehicles, plant, the weighbridge and work areas',
    'Schedules with reminders when an inspection falls due',
    'Findings recorded with photos and risk rating',
    'Failed items turned into corrective actions',
  ],
  '/hse/corrective-actions': [
    'Corrective and preventive actions with owner and due date',
    'Actions linked to the incident or inspection that raised them',
    'Overdue actions highlighted and escalated',
    'Evidence of completion and verification',
  ],
  '/hse/analytics': [
    'Incident rates such as LTIFR and TRIFR per month',
    'Near-miss and inspection trends by area',
    'Open and overdue corrective actions at a glance',
    'Environmental readings such as dust and noise against limits',
  ],
  '/reports/drilling': [
    'Metres drilled per rig, area and month',
    'Blast tonnage and explosives consumption',
    'Drilling plan against actual',
    'Rig downtime by reason',
    'Export to Excel and PDF',
  ],
  '/reports/production': [
    'Tons crushed per plant, product and shift',
    'Plant availability and throughput',
    'Production plan against actual',
    'Stockpile movements per product',
    'Export to Excel and PDF',
  ],
  '/reports/planning': [
    'Plan attainment per month for production, drilling and haulage',
    'Plan revisions and their effect on targets',
    'Personnel plan against attendance',
    'Export to Excel and PDF',
  ],
  '/reports/hse': [
    'Incidents and near misses per month and area',
    'Inspection completion and findings',
    'Corrective action status and overdue items',
    'Safety statistics for management and regulators',
    'Export to Excel and PDF',
  ],
  '/settings/notifications': [
    'Choose which events send a notification',
    'Email and in-app notification channels',
    'Alerts for scale faults, calibration due dates and overdue actions',
    'Daily summary of weighings sent to managers',
  ],
  '/settings/appearance': [
    'Light and dark themes',
    'Company colours and logo in the header',
    'Compact or comfortable table density',
    'Default sidebar view: Simple or Advanced',
  ],
};

/** For paths under a planned module that have no page of their own in the catalogue. */
export const MODULE_PLANNED_FEATURES: Readonly<Record<string, readonly string[]>> = {
  garage: [
    'Transportation planning of routes, vehicles and drivers',
    'Maintenance and repair work orders with service history',
    'Fuel management and consumption per ton hauled',
    'GPS tracking of haul vehicles',
    'Vehicle downtime tracking by reason',
  ],
  drilling: [
    'Annual drilling plan per area and polygon',
    'Daily drilling and blasting records',
    'Plan against actual comparison',
    'Drill rig downtime tracking by reason',
  ],
  production: [
    'Crush plan and crush operations per shift',
    'Material processing from loading area to stockpile',
    'Plan against actual production',
    'Plant downtime tracking by reason',
  ],
  planning: [
    'Production and operations plans',
    'Drilling plan coordinated with haulage',
    'Personnel plan and shift rosters',
    'Plan revisions with approval history',
  ],
  hse: [
    'Incident and near-miss reporting',
    'Safety inspections with checklists',
    'Corrective actions with owners and due dates',
    'HSE analytics and safety statistics',
  ],
};
