// Alerts and escalations, pure (console-spec §2-§4, §9): event keys, relative time, engagement bands, constants.
export * from './eventKeys';
export * from './relativeTime';
export * from './bands';
export * from './constants';
