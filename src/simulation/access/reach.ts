import { forbidden, notFound } from '../DemoError';
import type { DemoData } from '../data/types';
import type { Acting } from './acting';
import { decide, type TargetFacts } from './decide';
import { missingFlagText } from './flag-texts';
import { type MatrixKey, PERMISSION_MATRIX, type ResourceName, rowOf } from './matrix';

/** How one kind of record is found and described to the matrix, and what its refusals say. */
export interface ResourceRule<T> {
  resource: ResourceName;
  find(data: DemoData, id: string): T | undefined;
  facts(data: DemoData, record: T): TargetFacts;
  notFound: string;
  /** Told to a user who may see the record but not do this with it (or to everyone outside, when not hidden). */
  refused: string;
  /** Whether a user who may not even see the record is told it does not exist (their chats, runs). */
  hideFromOutsiders: boolean;
  /** The refusal of a change to a Super Admin by someone else. */
  superAdminOnly?: string;
  /** Told to a role the row gives no reach at all ('Access denied. Admin privileges required.'). */
  noReach?: string;
}

/** Refuses a role the row gives no reach at all (the admin area for regular users): 403 `refused`. */
export function gate(acting: Acting, key: MatrixKey, refused: string): void {
  acting.consulted(key);
  if (rowOf(key).reach[acting.facts.role] === 'none') throw forbidden(refused);
}

/** Whether a row answers yes, without refusing: for filtering lists. */
export function allows(acting: Acting, key: MatrixKey, facts: TargetFacts): boolean {
  acting.consulted(key);
  return decide(rowOf(key), acting.facts, facts).allowed;
}

function mayAtLeastSee(acting: Acting, resource: ResourceName, facts: TargetFacts): boolean {
  const seeKey = `${resource}:see` as MatrixKey;
  return seeKey in PERMISSION_MATRIX && decide(rowOf(seeKey), acting.facts, facts).allowed;
}

/** The matrix's answer for a record, or the refusal a user is given (403, or 404 for hidden records). */
export function permit<T>(acting: Acting, rule: ResourceRule<T>, key: MatrixKey, facts: TargetFacts): void {
  acting.consulted(key);
  const verdict = decide(rowOf(key), acting.facts, facts);
  if (verdict.allowed) return;
  if (verdict.why === 'missing-flag') throw forbidden(missingFlagText(verdict.flag));
  if (verdict.why === 'super-admin-only') {
    throw forbidden(rule.superAdminOnly ?? 'Super Admin users can be changed only by a Super Admin');
  }
  if (rule.noReach && rowOf(key).reach[acting.facts.role] === 'none') throw forbidden(rule.noReach);
  const hidden = rule.hideFromOutsiders && !mayAtLeastSee(acting, rule.resource, facts);
  throw hidden ? notFound(rule.notFound) : forbidden(rule.refused);
}

/** The record with this id, if the acting user may do `key` with it; 404/403 otherwise. */
export function reach<T>(acting: Acting, rule: ResourceRule<T>, key: MatrixKey, id: string): T {
  const record = id === '' ? undefined : rule.find(acting.data, id);
  if (record === undefined) {
    acting.consulted(key);
    throw notFound(rule.notFound);
  }
  permit(acting, rule, key, rule.facts(acting.data, record));
  return record;
}

/** The records the acting user may do `key` with (lists answer what their reader may see). */
export function visible<T>(acting: Acting, rule: ResourceRule<T>, key: MatrixKey, records: Iterable<T>): T[] {
  acting.consulted(key);
  const row = rowOf(key);
  if (row.reach[acting.facts.role] === 'none') throw forbidden(rule.noReach ?? rule.refused);
  return [...records].filter((record) => decide(row, acting.facts, rule.facts(acting.data, record)).allowed);
}
