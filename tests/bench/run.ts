// `npm run bench`: prints the figures the issues ask for. `npm run bench -- platform` runs one group.
import { benchPlatform } from './platform.js';
import { benchLists } from './lists.js';
import { benchBundle } from './bundle.js';
import { benchUploads } from './uploads.js';
import { benchAdmin } from './admin.js';
import { benchAlerts } from './alerts.js';
import { benchPotentialMatches } from './potentialMatches.js';
import { benchPtm } from './ptm.js';
import { benchGeneric } from './generic.js';
import { benchSchedule } from './schedule.js';
import { benchAlertRules } from './alertRules.js';
import { benchFeedback } from './feedback.js';
import { benchPreviewFixes } from './previewFixes.js';
import { benchUndo } from './undo.js';
import { printVerdicts } from './verdicts.js';
import { benchColdLoad } from './coldLoad.js';
import { benchLean } from './leanRequests.js';
import { benchReports } from './reports.js';

const groups: Record<string, () => Promise<void>> = { platform: benchPlatform, bundle: benchBundle, lists: benchLists, uploads: benchUploads, admin: benchAdmin, alerts: benchAlerts, 'potential-matches': benchPotentialMatches, ptm: benchPtm, generic: benchGeneric, alertRules: benchAlertRules, schedule: benchSchedule, feedback: benchFeedback, fixes: benchPreviewFixes, undo: benchUndo, coldLoad: benchColdLoad, lean: benchLean, reports: benchReports };
const wanted = process.argv.slice(2).filter((a) => groups[a]);
for (const name of wanted.length ? wanted : Object.keys(groups)) await groups[name]();
printVerdicts();
