// The config dialog's form of one event key: its rule's thresholds (schemas/alerts/rules.ts, checked by the same
// thresholdErrors the server runs) and its two escalation levels (the triggers of POST events/{alertId}). Pure: the
// dialog keeps the text as typed and asks here for the messages under each field and the requests to send.
import { ESCALATION_LEVELS, type EscalationLevel, type EscalationTrigger } from '../../../schemas/alerts';
import { isRuleKey, ruleDef, thresholdErrors, type ThresholdDef } from '../../../schemas/alerts/rules';
import type { AlertSetting } from './types';

/** The longest an escalation may wait (schemas/api escalationRule: 90 days). */
export const MAX_AFTER_HOURS = 24 * 90;

export interface LevelForm { enabled: boolean; trigger: EscalationTrigger; afterHours: string }
export interface RuleForm { thresholds: Record<string, string>; levels: Record<EscalationLevel, LevelForm> }
/** Messages keyed by field: a threshold's key, `level1`/`level2` (their hours), `levels` (the pair). */
export type RuleFormErrors = Record<string, string>;

export const thresholdDefs = (setting: AlertSetting): readonly ThresholdDef[] => (isRuleKey(setting.eventKey) ? ruleDef(setting.eventKey).thresholds : []);

export function formOf(setting: AlertSetting): RuleForm {
  const level = (l: EscalationLevel): LevelForm => {
    const rule = setting.escalationRules.find((r) => r.level === l);
    return rule ? { enabled: true, trigger: rule.trigger, afterHours: String(rule.afterHours) } : { enabled: false, trigger: 'notResolved', afterHours: '' };
  };
  return {
    thresholds: Object.fromEntries(thresholdDefs(setting).map((t) => [t.key, String(setting.thresholds[t.key] ?? t.default)])),
    levels: { 1: level(1), 2: level(2) },
  };
}

/** A typed whole number, or NaN for anything else ('', '2.5', '1e3' are not whole numbers as typed). */
const whole = (text: string): number => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

export function formErrors(setting: AlertSetting, form: RuleForm): RuleFormErrors {
  const errors: RuleFormErrors = {};
  if (isRuleKey(setting.eventKey)) {
    const values = Object.fromEntries(Object.entries(form.thresholds).map(([k, v]) => [k, whole(v)]));
    for (const e of thresholdErrors(setting.eventKey, values)) errors[e.key] = e.message;
  }
  for (const l of ESCALATION_LEVELS) {
    const level = form.levels[l];
    const hours = whole(level.afterHours);
    if (level.enabled && !(hours >= 1 && hours <= MAX_AFTER_HOURS)) errors[`level${l}`] = `Hours must be a whole number from 1 to ${MAX_AFTER_HOURS}`;
  }
  const [one, two] = [form.levels[1], form.levels[2]];
  if (two.enabled && !one.enabled) errors.levels = 'Level 2 follows level 1: escalate to the centre head first';
  else if (one.enabled && two.enabled && !errors.level1 && !errors.level2 && whole(two.afterHours) < whole(one.afterHours)) {
    errors.level2 = 'Level 2 cannot come before level 1';
  }
  return errors;
}

export interface RuleChanges {
  /** The thresholds to save, when any changed. */
  thresholds?: Record<string, number>;
  /** The escalation rules to save, when they changed. */
  triggers?: AlertSetting['escalationRules'];
}

/** What to send for a valid form: only the parts that differ from the setting. */
export function changesOf(setting: AlertSetting, form: RuleForm): RuleChanges {
  const changes: RuleChanges = {};
  const thresholds = Object.fromEntries(Object.entries(form.thresholds).map(([k, v]) => [k, whole(v)]));
  if (Object.entries(thresholds).some(([k, v]) => setting.thresholds[k] !== v)) changes.thresholds = thresholds;
  const triggers = ESCALATION_LEVELS.filter((l) => form.levels[l].enabled)
    .map((l) => ({ level: l, trigger: form.levels[l].trigger, afterHours: whole(form.levels[l].afterHours) }));
  if (JSON.stringify(triggers) !== JSON.stringify(setting.escalationRules.map(({ level, trigger, afterHours }) => ({ level, trigger, afterHours })))) {
    changes.triggers = triggers;
  }
  return changes;
}
