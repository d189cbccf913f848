import type { Db } from '../db/client.js';
import { seedPlatform } from './seedPlatform.js';

/** Seeds the demo data set; returns true when anything was added (a second call adds nothing). */
export async function seedDemo(db: Db): Promise<boolean> {
  return seedPlatform(db);
}
