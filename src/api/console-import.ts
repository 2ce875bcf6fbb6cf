// The console's sheet import (contract/console-import.ts): the file itself is the body; the session goes in
// the query, as the festival file's import does. A dry run unless `apply`.
import { IMPORT_PATHS, type ImportAnswer, type ImportKind } from '@contract/console-import';
import { write } from './client';

export function sendSheet(uid: string, kind: ImportKind, file: Blob, apply: boolean, signal?: AbortSignal): Promise<ImportAnswer> {
  return write<ImportAnswer>(IMPORT_PATHS.sheet(kind), {
    method: 'POST',
    // A Blob is sent as it is (ofetch serialises plain objects only).
    body: file as unknown as FormData,
    query: apply ? { uid, apply: 1 } : { uid },
    signal,
  });
}
