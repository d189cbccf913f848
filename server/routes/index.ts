// Every endpoint group of the API, registered by app.ts in this order.
import authRoutes from './auth.js';
import healthRoutes from './health.js';
import trainingRoutes from './training.js';
import embedConfigRoutes from './embedConfig.js';
import entityListRoutes from './entityLists.js';
import entitySupportRoutes from './entitySupport.js';
import entityActionRoutes from './entityActions.js';
import entityRecordRoutes from './entityRecords.js';
import savedViewRoutes from './savedViews.js';
import notificationRoutes from './notifications.js';
import alertCounterRoutes from './alertCounters.js';
import alertCounterStreamRoutes from './alertCounterStream.js';
import alertRoutes from './alerts.js';
import uploadRoutes from './uploads.js';
import uploadHistoryRoutes from './uploadHistory.js';
import uploadPreviewEditRoutes from './uploadPreviewEdits.js';
import uploadUndoRoutes from './uploadUndo.js';
import sampleRoutes from './samples.js';
import ptmRoutes from './ptm.js';
import attendanceRoutes from './attendance.js';
import reportRoutes from './reports.js';
import teacherFeedbackRoutes from './teacherFeedback.js';
import examResultRoutes from './examResults.js';
import potentialMatchRoutes from './potentialMatches.js';
import { adminRoutes } from './adminIndex.js';

import type { RoutePlugin } from './deps.js';

export const apiRoutes: RoutePlugin[] = [healthRoutes, authRoutes, trainingRoutes, embedConfigRoutes, entityListRoutes, entitySupportRoutes, entityActionRoutes, entityRecordRoutes, savedViewRoutes, notificationRoutes, alertCounterRoutes, alertCounterStreamRoutes, alertRoutes, uploadRoutes, uploadHistoryRoutes, uploadPreviewEditRoutes, uploadUndoRoutes, sampleRoutes, potentialMatchRoutes, ptmRoutes, attendanceRoutes, teacherFeedbackRoutes, reportRoutes, examResultRoutes, ...adminRoutes];
