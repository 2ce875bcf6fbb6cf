// The daily character budget of a paid provider, counted in the database so that every process sharing
// it draws from one allowance. A call reserves its characters before it is sent; when the day's budget
// is spent the call is not made, its texts stay pending, and the log says so once per provider and day.
import { sql } from 'drizzle-orm';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import { TranslationProviderError, type TranslationProvider } from './providers/types';
import { translationUsage } from './schema';
import { translationChars } from '../lib/metrics';

/** Characters a provider may be sent per UTC day unless TRANSLATION_DAILY_CHARS says otherwise. */
export const DEFAULT_DAILY_CHARS = 500_000;
export const BUDGET_SPENT = 'daily translation budget spent';

/** The provider was not asked because today's budget is spent: the texts wait, nothing is stored. */
export class BudgetSpentError extends TranslationProviderError {}

export interface DailyBudgetOptions {
  db: PgDatabase<any, any>;
  dailyChars: number;
  now: () => Date;
  log: (event: string, data: Record<string, unknown>) => void;
}

export function dayOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** Reserves `chars` of today's budget for `provider`; false (and nothing counted) when it would overrun. */
export async function reserveChars(opts: DailyBudgetOptions, provider: string, chars: number): Promise<boolean> {
  if (chars > opts.dailyChars) return false;
  const day = dayOf(opts.now());
  // One statement: the row is created or grown only while the sum stays within the budget.
  const rows = await opts.db
    .insert(translationUsage)
    .values({ provider, day, chars, calls: 1 })
    .onConflictDoUpdate({
      target: [translationUsage.provider, translationUsage.day],
      set: { chars: sql`${translationUsage.chars} + excluded.chars`, calls: sql`${translationUsage.calls} + 1` },
      setWhere: sql`${translationUsage.chars} + excluded.chars <= ${opts.dailyChars}`,
    })
    .returning({ chars: translationUsage.chars });
  return rows.length > 0;
}

export async function usageToday(db: PgDatabase<any, any>, now: Date): Promise<{ provider: string; chars: number; calls: number }[]> {
  return db
    .select({ provider: translationUsage.provider, chars: translationUsage.chars, calls: translationUsage.calls })
    .from(translationUsage)
    .where(sql`${translationUsage.day} = ${dayOf(now)}`);
}

/** The provider, asked only while the day's budget lasts. */
export function withDailyBudget(provider: TranslationProvider, opts: DailyBudgetOptions): TranslationProvider {
  let loggedDay = '';
  return {
    name: provider.name,
    maxBatch: provider.maxBatch,
    async translate(items, signal) {
      const chars = items.reduce((n, item) => n + item.text.length, 0);
      if (!(await reserveChars(opts, provider.name, chars))) {
        const day = dayOf(opts.now());
        if (loggedDay !== day) {
          loggedDay = day;
          opts.log('translation.daily_budget_spent', { provider: provider.name, day, daily_chars: opts.dailyChars });
        }
        throw new BudgetSpentError(provider.name, BUDGET_SPENT);
      }
      // What a paid provider bills (festival_translation_characters_total on /metrics).
      translationChars.inc(chars);
      return provider.translate(items, signal);
    },
  };
}
