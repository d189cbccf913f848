import type { Db } from '../db/client.js';
import { seedPlatform } from './seedPlatform.js';
import { seedEntities, type EntitySeedOptions } from './seedEntities.js';
import { seedAlerts } from './seedAlerts.js';
import { seedExams } from './seedExams.js';
import { seedDerived } from './seedDerived.js';

/** Seeds the demo data set; returns true when anything was added (a second call adds nothing). */
export async function seedDemo(db: Db, opts?: EntitySeedOptions): Promise<boolean> {
  const platform = await seedPlatform(db);
  const entities = await seedEntities(db, opts);
  const alerts = await seedAlerts(db);
  const exams = await seedExams(db);
  const derived = await seedDerived(db);
  return platform || entities || alerts || exams || derived;
}
