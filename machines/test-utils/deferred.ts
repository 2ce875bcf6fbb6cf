// Test helpers for machines whose actors are promises: the test decides when and how each call settles.
import { fromPromise } from 'xstate';

export interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (reason: unknown) => void;
}

export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

export interface DeferredCall<TInput, TOutput> extends Deferred<TOutput> {
  input: TInput;
}

/**
 * A promise actor whose every invocation is recorded and left pending until the test settles it:
 * `const start = deferredActor<In, Out>(); machine.provide({ actors: { startGame: start.logic } });
 * ...; start.calls[0].resolve(out); await flush();`
 */
export function deferredActor<TInput, TOutput>() {
  const calls: DeferredCall<TInput, TOutput>[] = [];
  const logic = fromPromise<TOutput, TInput>(({ input }) => {
    const call = { ...deferred<TOutput>(), input };
    calls.push(call);
    return call.promise;
  });
  return {
    logic,
    calls,
    /** The most recent call; throws when there was none, so a missing call fails the test loudly. */
    get last(): DeferredCall<TInput, TOutput> {
      const call = calls.at(-1);
      if (!call) throw new Error('the actor was not invoked');
      return call;
    },
  };
}

/** Lets settled promises deliver their done/error events to the actor. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
  await new Promise((r) => setTimeout(r, 0));
}
