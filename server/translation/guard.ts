// The public calls' gate: a field is passed on only when the server holds that entity and field and the
// client's text is its current Korean source. Anything else answers the client's own text with status
// error (the spec's failure shape) and reaches neither a provider nor the database.
import type { TranslationBatchRequest, TranslationBatchResponse, TranslationResolveRequest, TranslationResult } from '@contract/types';
import type { AddressBudget } from './address-budget';
import type { ResolveOptions, TranslationService } from './service';
import { sourceKey, type SourceIndex } from './source-index';

export const NOT_OUR_TEXT = 'not a text this server holds';

export interface TranslationGate {
  resolve(req: TranslationResolveRequest, opts: ResolveOptions, address: string): Promise<{ status: 200 | 202; body: TranslationResult }>;
  resolveBatch(req: TranslationBatchRequest, opts: ResolveOptions, address: string): Promise<{ status: 200 | 202; body: TranslationBatchResponse }>;
}

function refused(text: string): TranslationResult {
  return { translated_text: text, status: 'error', provider: 'none', meta: { error: NOT_OUR_TEXT } };
}

/** A held text that is neither stored nor in the memory: it would cost a provider call. */
function cost(result: TranslationResult): number {
  return result.status === 'pending' && result.meta?.queued === true ? 1 : 0;
}

/**
 * Visitors never call the provider themselves: a held text not translated yet answers pending and asks
 * translate-on-write (`queue`) to run, which translates each text once for everyone. Only these asks
 * count against the address's budget; past it the text still answers pending, without asking.
 */
export function createTranslationGate(service: TranslationService, sources: () => Promise<SourceIndex>, budget: AddressBudget, queue: () => void): TranslationGate {
  const spend = (address: string, n: number) => {
    if (n === 0 || !budget.allows(address)) return;
    budget.spend(address, n);
    queue();
  };
  const known = (index: SourceIndex, entityType: string, entityId: string | number, field: string, sourceLang: string | undefined, text: string) =>
    (sourceLang ?? 'ko') === 'ko' && index.get(sourceKey(entityType, entityId, field))?.text === text;

  return {
    async resolve(req, opts, address) {
      if (req.target_lang === 'ko') return service.resolve(req, opts);
      const index = await sources();
      if (!known(index, req.entity_type, req.entity_id, req.field, req.source_lang, req.source_text)) return { status: 200, body: refused(req.source_text) };
      const answer = await service.resolve(req, { ...opts, allowRemote: false });
      spend(address, cost(answer.body));
      return answer;
    },

    async resolveBatch(req, opts, address) {
      if (req.target_lang === 'ko') return service.resolveBatch(req, opts);
      const index = await sources();
      // Only the verified fields go on; the rest are answered here, in the request's order.
      const passed: TranslationBatchRequest = { target_lang: req.target_lang, items: [] };
      for (const item of req.items) {
        const fields = item.fields.filter((f) => known(index, item.entity_type, item.entity_id, f.field, f.source_lang, f.source_text));
        if (fields.length > 0) passed.items.push({ ...item, fields });
      }
      const answered = new Map<string, TranslationResult>();
      let status: 200 | 202 = 200;
      if (passed.items.length > 0) {
        const inner = await service.resolveBatch(passed, { ...opts, allowRemote: false });
        status = inner.status;
        let spent = 0;
        for (const r of inner.body.results) {
          answered.set(sourceKey(r.entity_type, r.entity_id, r.field), r.translated);
          spent += cost(r.translated);
        }
        spend(address, spent);
      }
      const results = req.items.flatMap((item) =>
        item.fields.map((f) => ({
          entity_type: item.entity_type,
          entity_id: item.entity_id,
          field: f.field,
          translated:
            (known(index, item.entity_type, item.entity_id, f.field, f.source_lang, f.source_text) &&
              answered.get(sourceKey(item.entity_type, item.entity_id, f.field))) ||
            refused(f.source_text),
        })),
      );
      return { status, body: { results } };
    },
  };
}
