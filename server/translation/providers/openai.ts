// Any OpenAI-compatible chat completions endpoint, asked for a JSON array of translations in order.
import { expectStrings, postJson, translateByPair, trimSlash } from './http';
import { LANGUAGE_NAMES, TranslationProviderError, type TranslationProvider } from './types';

export interface OpenAiOptions {
  /** Base URL that ends before /chat/completions, e.g. https://api.openai.com/v1 or a local server's /v1. */
  apiUrl?: string;
  apiKey?: string;
  model?: string;
  fetch?: typeof fetch;
}

export const OPENAI_DEFAULT_URL = 'https://api.openai.com/v1';
export const OPENAI_DEFAULT_MODEL = 'gpt-4o-mini';

export function buildTranslationPrompt(sourceName: string, targetName: string): string {
  return [
    `You translate short texts of a Korean university festival app (booths, menus, stage shows, notices) from ${sourceName} to ${targetName}.`,
    'The user message is a JSON array of strings.',
    `Answer with exactly one JSON array of strings: the ${targetName} translation of each input string, in the same order and with the same number of items.`,
    'Translate every item on its own. Keep numbers, times, prices, URLs, emoji and line breaks. Keep proper names readable (transliterate when there is no common translation).',
    'Output only the JSON array: no explanations, no markdown, no code fences.',
  ].join('\n');
}

export function createOpenAiProvider(options: OpenAiOptions): TranslationProvider {
  const name = 'openai';
  const doFetch = options.fetch ?? globalThis.fetch;
  const url = `${trimSlash(options.apiUrl ?? OPENAI_DEFAULT_URL)}/chat/completions`;
  const model = options.model ?? OPENAI_DEFAULT_MODEL;

  return {
    name,
    // Long arrays make chat models drop or merge items; keep calls small.
    maxBatch: 20,
    translate(items, signal) {
      return translateByPair(items, async (texts, source, target) => {
        const headers: Record<string, string> = {};
        if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
        const answer = await postJson({
          provider: name,
          fetch: doFetch,
          url,
          headers,
          body: {
            model,
            temperature: 0,
            messages: [
              { role: 'system', content: buildTranslationPrompt(LANGUAGE_NAMES[source], LANGUAGE_NAMES[target]) },
              { role: 'user', content: JSON.stringify(texts) },
            ],
          },
          signal,
        });
        return expectStrings(name, parseTranslationArray(messageContent(answer)), texts.length);
      });
    },
  };
}

function messageContent(answer: unknown): string {
  const message = (answer as { choices?: { message?: { content?: unknown; refusal?: unknown } }[] } | null)?.choices?.[0]?.message;
  const content = message?.content;
  if (typeof content === 'string') return content;
  // Some compatible servers answer content parts instead of one string.
  if (Array.isArray(content)) {
    return content.map((part) => (typeof part === 'string' ? part : typeof part?.text === 'string' ? part.text : '')).join('');
  }
  if (typeof message?.refusal === 'string') throw new TranslationProviderError('openai', `model refused: ${message.refusal.slice(0, 200)}`);
  throw new TranslationProviderError('openai', 'answer has no choices[0].message.content');
}

/**
 * Reads the model's answer as an array of strings, tolerating what chat models add around it:
 * reasoning blocks, code fences, prose before or after, or an object wrapping the array.
 * Returns undefined when no array can be found.
 */
export function parseTranslationArray(content: string): unknown {
  const cleaned = content
    .replace(/<think>[\s\S]*?<\/think>/gi, '')
    .replace(/```(?:json)?/gi, '')
    .trim();
  const candidates = [cleaned];
  const start = cleaned.indexOf('[');
  const end = cleaned.lastIndexOf(']');
  if (start !== -1 && end > start) candidates.push(cleaned.slice(start, end + 1));
  const objectStart = cleaned.indexOf('{');
  const objectEnd = cleaned.lastIndexOf('}');
  if (objectStart !== -1 && objectEnd > objectStart) candidates.push(cleaned.slice(objectStart, objectEnd + 1));

  for (const candidate of candidates) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(candidate);
    } catch {
      continue;
    }
    const array = unwrap(parsed);
    if (array) return array;
  }
  return undefined;
}

function unwrap(parsed: unknown): unknown[] | undefined {
  if (Array.isArray(parsed)) {
    // [{"translation": "..."}] or [{"text": "..."}] → strings
    return parsed.map((item) => {
      if (item && typeof item === 'object') {
        const value = (item as Record<string, unknown>).translation ?? (item as Record<string, unknown>).text;
        return typeof value === 'string' ? value : item;
      }
      return item;
    });
  }
  if (parsed && typeof parsed === 'object') {
    const values = Object.values(parsed as Record<string, unknown>);
    const inner = values.find(Array.isArray);
    if (inner) return unwrap(inner);
  }
  return undefined;
}
