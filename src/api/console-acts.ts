// Stage acts in the organiser console (contract/console-acts.ts): the list, a save as multipart (the image
// is a file, stored as lost-item images are) and a delete.
import { CONSOLE_PATHS } from '@contract/console';
import type { ConsoleAct } from '@contract/console-acts';
import type { ActSaveInput } from '@machines/console-acts.machine';
import { request, write } from './client';

export async function listActs(uid: string, signal?: AbortSignal): Promise<ConsoleAct[]> {
  const data = await request<{ acts?: ConsoleAct[] }>(CONSOLE_PATHS.acts, { query: { uid }, signal });
  return data?.acts ?? [];
}

export function actFormData(input: ActSaveInput): FormData {
  const form = new FormData();
  form.set('uid', input.uid);
  for (const [key, value] of Object.entries(input.fields)) form.set(key, String(value));
  if (input.image) form.set('image', input.image, 'act-image');
  return form;
}

/** Adds (id null) or changes an act; the answer is the act as stored, with its clashes. */
export async function saveAct(input: ActSaveInput, signal?: AbortSignal): Promise<ConsoleAct> {
  const body = actFormData(input);
  const data =
    input.id === null
      ? await write<{ act: ConsoleAct }>(CONSOLE_PATHS.acts, { method: 'POST', body, signal })
      : await write<{ act: ConsoleAct }>(CONSOLE_PATHS.act(input.id), { method: 'PATCH', body, signal });
  return data.act;
}

export function deleteAct(uid: string, id: number, signal?: AbortSignal): Promise<{ ok: boolean }> {
  return write<{ ok: boolean }>(CONSOLE_PATHS.act(id), { method: 'DELETE', body: { uid }, signal });
}
