// Notification times as console-spec §9 gives them ('Seconds ago', minutes, hours, days up to 30, then the date): the
// alerts' own rule (schemas/alerts/relativeTime.ts), one rule for both lists, so a notification and the alert it
// announces never read two ages.
export { relativeTime } from '../../../schemas/alerts/relativeTime';
