/**
 * What the shell hands off to the training module (src/training): the My Training popup and the Help Guide.
 * Kept in one place so the shell does not care how they are built.
 */
import type { MenuItem } from '../routes/menu';
import { openHelpGuide, openMyTraining } from '../training';

export function runMenuAction(action: NonNullable<MenuItem['action']>): void {
  if (action === 'myTraining') void openMyTraining();
}

export function openHelpGuideFromShell(): void {
  void openHelpGuide();
}
