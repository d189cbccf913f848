/**
 * What the shell hands off to the training module (src/training): the My Training popup and the Help Guide.
 * Kept in one place so the shell does not care how they are built.
 */
import type { MenuItem } from '../routes/menu';

export function runMenuAction(action: NonNullable<MenuItem['action']>): void {
  if (action === 'myTraining') openMyTrainingFromShell();
}

// Until src/training lands these do nothing visible; the training engineer's exports replace them.
function openMyTrainingFromShell(): void {}

export function openHelpGuideFromShell(): void {}
