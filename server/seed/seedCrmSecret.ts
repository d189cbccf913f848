// The demo organisation's potential-matches CRM secret (README, Embedding in a CRM): the known demo one, unless the
// organisation has a secret already (a data folder that made a random one before keeps it).
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { keepSecret } from '../db/repos/sharedState.js';
import { orgSecretName } from '../potentialMatches/orgToken.js';
import { DEMO_CRM_SECRET, demoOrganisation } from './demoUsers.js';

export async function seedCrmSecret(db: Db): Promise<boolean> {
  const [org] = (await db.execute(sql`select id from organisations where code = ${demoOrganisation.code}`) as unknown as { rows: { id: number }[] }).rows;
  return org ? keepSecret(db, orgSecretName(Number(org.id)), DEMO_CRM_SECRET) : false;
}
