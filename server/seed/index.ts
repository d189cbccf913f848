import type { Db } from '../db/client.js';
import { seedPlatform } from './seedPlatform.js';
import { seedEntities, type EntitySeedOptions } from './seedEntities.js';
import { seedAlerts } from './seedAlerts.js';
import { seedExams } from './seedExams.js';
import { seedDerived } from './seedDerived.js';
import { seedTimeTable } from './seedTimeTable.js';
import { seedCoursePlan } from './seedCoursePlan.js';
import { seedFeedback } from './seedFeedback.js';
import { seedKra } from './seedKra.js';
import { seedCrmSecret } from './seedCrmSecret.js';
import { seedRuleAlerts } from './seedRuleAlerts.js';

/**
 * Seeds the demo data set; returns true when anything was added (a second call adds nothing). One transaction: a
 * start killed half-way leaves nothing, so the next start seeds it whole (each part skips itself once it has rows).
 */
export async function seedDemo(db: Db, opts?: EntitySeedOptions): Promise<boolean> {
  return db.transaction(async (tx) => {
    const platform = await seedPlatform(tx);
    const entities = await seedEntities(tx, opts);
    const alerts = await seedAlerts(tx);
    const exams = await seedExams(tx);
    const derived = await seedDerived(tx);
    // After the derived entities: the holidays they seed close days of the time table.
    const classes = await seedTimeTable(tx);
    // After the time table: a topic for each class, delivered in it (or late, or not yet).
    const plans = await seedCoursePlan(tx);
    const feedback = await seedFeedback(tx);
    // After the feedback questions: two of them are mapped to the feedback parameter.
    const kra = await seedKra(tx);
    const crmSecret = await seedCrmSecret(tx);
    // Last: the rules read the time table, attendance and PTMs seeded before them.
    const ruleAlerts = await seedRuleAlerts(tx);
    return platform || entities || alerts || exams || derived || classes || plans || feedback || kra || crmSecret || ruleAlerts;
  });
}
