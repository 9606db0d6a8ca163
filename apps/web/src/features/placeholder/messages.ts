/**
 * The texts of the 'Coming Soon' page (spec part 2 section 2): what it says about a planned page, and
 * what each planned page or module will offer, keyed by the page's path without its first slash and
 * with dashes for the others ('garage-fuel'), or by 'module-' and the module's id, and numbered.
 */
import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { MenuStatus } from '@weighbridge/contract/menu';

export const placeholderPageMessages = defineMessages({
  estimatedRelease: { id: 'placeholder.page.estimatedRelease', defaultMessage: 'Estimated release:' },
  plannedFeatures: { id: 'placeholder.page.plannedFeatures', defaultMessage: 'Planned Features' },
  note: {
    id: 'placeholder.page.note',
    defaultMessage: 'This is a placeholder page: the feature is not available yet. Existing data and operations are not affected.',
  },
  back: { id: 'placeholder.page.back', defaultMessage: '← Back to previous page' },
});

export const statusTextMessages: Readonly<Record<MenuStatus, MessageDescriptor>> = defineMessages({
  placeholder: { id: 'placeholder.status.placeholder', defaultMessage: 'This module is planned for future development' },
  development: { id: 'placeholder.status.development', defaultMessage: 'This module is currently under development' },
  active: { id: 'placeholder.status.active', defaultMessage: 'This module is available' },
});

/** The releases the menu names in words rather than as a quarter, and the one a page without any shows. */
export const releaseMessages = defineMessages({
  futureConsideration: { id: 'placeholder.release.futureConsideration', defaultMessage: 'Future Consideration' },
  notScheduled: { id: 'placeholder.release.notScheduled', defaultMessage: 'To be announced' },
});

export const plannedFeatureMessages = defineMessages({
  'garage-transportation.1': { id: 'placeholder.feature.garage-transportation.1', defaultMessage: 'Plan haul routes between loading areas and unloading stations' },
  'garage-transportation.2': { id: 'placeholder.feature.garage-transportation.2', defaultMessage: 'Assign vehicles and drivers to shifts and routes' },
  'garage-transportation.3': { id: 'placeholder.feature.garage-transportation.3', defaultMessage: 'Trip targets per shift compared with the trips actually weighed' },
  'garage-transportation.4': { id: 'placeholder.feature.garage-transportation.4', defaultMessage: 'Dispatch board showing which vehicle is loading, hauling or waiting' },
  'garage-maintenance.1': { id: 'placeholder.feature.garage-maintenance.1', defaultMessage: 'Preventive maintenance schedules by engine hours and kilometres' },
  'garage-maintenance.2': { id: 'placeholder.feature.garage-maintenance.2', defaultMessage: 'Work orders for repairs with parts, labour and cost' },
  'garage-maintenance.3': { id: 'placeholder.feature.garage-maintenance.3', defaultMessage: 'Vehicle status set to maintenance while a work order is open' },
  'garage-maintenance.4': { id: 'placeholder.feature.garage-maintenance.4', defaultMessage: 'Service history per vehicle for audits and resale' },
  'garage-maintenance.5': { id: 'placeholder.feature.garage-maintenance.5', defaultMessage: 'Reminders before inspections and services fall due' },
  'garage-fuel.1': { id: 'placeholder.feature.garage-fuel.1', defaultMessage: 'Record fuel issues per vehicle from the site tank or fuel card' },
  'garage-fuel.2': { id: 'placeholder.feature.garage-fuel.2', defaultMessage: 'Fuel consumption per hour, per kilometre and per ton hauled' },
  'garage-fuel.3': { id: 'placeholder.feature.garage-fuel.3', defaultMessage: 'Tank stock, deliveries and reconciliation' },
  'garage-fuel.4': { id: 'placeholder.feature.garage-fuel.4', defaultMessage: 'Alerts for consumption that is unusually high for a vehicle' },
  'garage-gps.1': { id: 'placeholder.feature.garage-gps.1', defaultMessage: 'Live position of every haul vehicle on the site map' },
  'garage-gps.2': { id: 'placeholder.feature.garage-gps.2', defaultMessage: 'Trip history with routes, stops and speeds' },
  'garage-gps.3': { id: 'placeholder.feature.garage-gps.3', defaultMessage: 'Geofences around loading areas, unloading stations and the weighbridge' },
  'garage-gps.4': { id: 'placeholder.feature.garage-gps.4', defaultMessage: 'Idle time and speeding reports per vehicle and driver' },
  'planning-production-plan.1': { id: 'placeholder.feature.planning-production-plan.1', defaultMessage: 'Site production plan in tons per month and product' },
  'planning-production-plan.2': { id: 'placeholder.feature.planning-production-plan.2', defaultMessage: 'Targets that feed the crush plan and the haulage plan' },
  'planning-production-plan.3': { id: 'placeholder.feature.planning-production-plan.3', defaultMessage: 'Scenario comparison before a plan is approved' },
  'planning-production-plan.4': { id: 'placeholder.feature.planning-production-plan.4', defaultMessage: 'Revision history with who changed what and why' },
  'planning-operations-plan.1': { id: 'placeholder.feature.planning-operations-plan.1', defaultMessage: 'Weekly operations plan for loading, hauling and weighing' },
  'planning-operations-plan.2': { id: 'placeholder.feature.planning-operations-plan.2', defaultMessage: 'Equipment allocation per loading area and shift' },
  'planning-operations-plan.3': { id: 'placeholder.feature.planning-operations-plan.3', defaultMessage: 'Planned trips per vehicle and unloading station' },
  'planning-operations-plan.4': { id: 'placeholder.feature.planning-operations-plan.4', defaultMessage: 'Daily targets shown to the weighbridge and the dispatch board' },
  'planning-drilling-plan.1': { id: 'placeholder.feature.planning-drilling-plan.1', defaultMessage: 'Drilling sequence per area and polygon' },
  'planning-drilling-plan.2': { id: 'placeholder.feature.planning-drilling-plan.2', defaultMessage: 'Rig allocation and planned metres per week' },
  'planning-drilling-plan.3': { id: 'placeholder.feature.planning-drilling-plan.3', defaultMessage: 'Blast dates coordinated with loading and haulage' },
  'planning-drilling-plan.4': { id: 'placeholder.feature.planning-drilling-plan.4', defaultMessage: 'Hand-over of the approved plan to the Drilling module' },
  'planning-personnel-plan.1': { id: 'placeholder.feature.planning-personnel-plan.1', defaultMessage: 'Shift rosters for operators, drivers and supervisors' },
  'planning-personnel-plan.2': { id: 'placeholder.feature.planning-personnel-plan.2', defaultMessage: 'Leave, training and certificate expiry in one view' },
  'planning-personnel-plan.3': { id: 'placeholder.feature.planning-personnel-plan.3', defaultMessage: 'Crew size per shift compared with the operations plan' },
  'planning-personnel-plan.4': { id: 'placeholder.feature.planning-personnel-plan.4', defaultMessage: 'Overtime and absence summaries per month' },
  'hse-incidents.1': { id: 'placeholder.feature.hse-incidents.1', defaultMessage: 'Report incidents, near misses and injuries from any workstation' },
  'hse-incidents.2': { id: 'placeholder.feature.hse-incidents.2', defaultMessage: 'Severity, location, people and equipment involved' },
  'hse-incidents.3': { id: 'placeholder.feature.hse-incidents.3', defaultMessage: 'Photos and witness statements attached to the report' },
  'hse-incidents.4': { id: 'placeholder.feature.hse-incidents.4', defaultMessage: 'Notifications to the HSE officer and site manager' },
  'hse-incidents.5': { id: 'placeholder.feature.hse-incidents.5', defaultMessage: 'Investigation status from report to closure' },
  'hse-inspections.1': { id: 'placeholder.feature.hse-inspections.1', defaultMessage: 'Inspection checklists for vehicles, plant, the weighbridge and work areas' },
  'hse-inspections.2': { id: 'placeholder.feature.hse-inspections.2', defaultMessage: 'Schedules with reminders when an inspection falls due' },
  'hse-inspections.3': { id: 'placeholder.feature.hse-inspections.3', defaultMessage: 'Findings recorded with photos and risk rating' },
  'hse-inspections.4': { id: 'placeholder.feature.hse-inspections.4', defaultMessage: 'Failed items turned into corrective actions' },
  'hse-corrective-actions.1': { id: 'placeholder.feature.hse-corrective-actions.1', defaultMessage: 'Corrective and preventive actions with owner and due date' },
  'hse-corrective-actions.2': { id: 'placeholder.feature.hse-corrective-actions.2', defaultMessage: 'Actions linked to the incident or inspection that raised them' },
  'hse-corrective-actions.3': { id: 'placeholder.feature.hse-corrective-actions.3', defaultMessage: 'Overdue actions highlighted and escalated' },
  'hse-corrective-actions.4': { id: 'placeholder.feature.hse-corrective-actions.4', defaultMessage: 'Evidence of completion and verification' },
  'hse-analytics.1': { id: 'placeholder.feature.hse-analytics.1', defaultMessage: 'Incident rates such as LTIFR and TRIFR per month' },
  'hse-analytics.2': { id: 'placeholder.feature.hse-analytics.2', defaultMessage: 'Near-miss and inspection trends by area' },
  'hse-analytics.3': { id: 'placeholder.feature.hse-analytics.3', defaultMessage: 'Open and overdue corrective actions at a glance' },
  'hse-analytics.4': { id: 'placeholder.feature.hse-analytics.4', defaultMessage: 'Environmental readings such as dust and noise against limits' },
  'reports-planning.1': { id: 'placeholder.feature.reports-planning.1', defaultMessage: 'Plan attainment per month for production, drilling and haulage' },
  'reports-planning.2': { id: 'placeholder.feature.reports-planning.2', defaultMessage: 'Plan revisions and their effect on targets' },
  'reports-planning.3': { id: 'placeholder.feature.reports-planning.3', defaultMessage: 'Personnel plan against attendance' },
  'reports-planning.4': { id: 'placeholder.feature.reports-planning.4', defaultMessage: 'Export to Excel and PDF' },
  'reports-hse.1': { id: 'placeholder.feature.reports-hse.1', defaultMessage: 'Incidents and near misses per month and area' },
  'reports-hse.2': { id: 'placeholder.feature.reports-hse.2', defaultMessage: 'Inspection completion and findings' },
  'reports-hse.3': { id: 'placeholder.feature.reports-hse.3', defaultMessage: 'Corrective action status and overdue items' },
  'reports-hse.4': { id: 'placeholder.feature.reports-hse.4', defaultMessage: 'Safety statistics for management and regulators' },
  'reports-hse.5': { id: 'placeholder.feature.reports-hse.5', defaultMessage: 'Export to Excel and PDF' },
  'settings-notifications.1': { id: 'placeholder.feature.settings-notifications.1', defaultMessage: 'Choose which events send a notification' },
  'settings-notifications.2': { id: 'placeholder.feature.settings-notifications.2', defaultMessage: 'Email and in-app notification channels' },
  'settings-notifications.3': { id: 'placeholder.feature.settings-notifications.3', defaultMessage: 'Alerts for scale faults, calibration due dates and overdue actions' },
  'settings-notifications.4': { id: 'placeholder.feature.settings-notifications.4', defaultMessage: 'Daily summary of weighings sent to managers' },
  'module-garage.1': { id: 'placeholder.feature.module-garage.1', defaultMessage: 'Transportation planning of routes, vehicles and drivers' },
  'module-garage.2': { id: 'placeholder.feature.module-garage.2', defaultMessage: 'Maintenance and repair work orders with service history' },
  'module-garage.3': { id: 'placeholder.feature.module-garage.3', defaultMessage: 'Fuel management and consumption per ton hauled' },
  'module-garage.4': { id: 'placeholder.feature.module-garage.4', defaultMessage: 'GPS tracking of haul vehicles' },
  'module-garage.5': { id: 'placeholder.feature.module-garage.5', defaultMessage: 'Vehicle downtime tracking by reason' },
  'module-planning.1': { id: 'placeholder.feature.module-planning.1', defaultMessage: 'Production and operations plans' },
  'module-planning.2': { id: 'placeholder.feature.module-planning.2', defaultMessage: 'Drilling plan coordinated with haulage' },
  'module-planning.3': { id: 'placeholder.feature.module-planning.3', defaultMessage: 'Personnel plan and shift rosters' },
  'module-planning.4': { id: 'placeholder.feature.module-planning.4', defaultMessage: 'Plan revisions with approval history' },
  'module-hse.1': { id: 'placeholder.feature.module-hse.1', defaultMessage: 'Incident and near-miss reporting' },
  'module-hse.2': { id: 'placeholder.feature.module-hse.2', defaultMessage: 'Safety inspections with checklists' },
  'module-hse.3': { id: 'placeholder.feature.module-hse.3', defaultMessage: 'Corrective actions with owners and due dates' },
  'module-hse.4': { id: 'placeholder.feature.module-hse.4', defaultMessage: 'HSE analytics and safety statistics' },
});
