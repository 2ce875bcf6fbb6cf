// Test support: walks the paths `xstate/graph` finds through a machine on a real actor, so the model
// and the running machine are checked against each other step by step. Server answers (done/error
// events of invoked actors) settle deferred calls; delayed transitions advance a SimulatedClock.
import { getStateNodes, serializeSnapshot, type StatePath } from 'xstate/graph';
import {
  __unsafe_getAllOwnEventDescriptors as ownEventTypes,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  type SimulatedClock,
} from 'xstate';

/**
 * The events the graph tries in a state: only those the state handles, each with the payloads listed
 * in the catalogue for its type, or bare (`{ type }`) when the catalogue has none (timers, buttons).
 */
export function eventsFrom(catalogue: readonly (EventObject & Record<string, unknown>)[]) {
  return (state: AnyMachineSnapshot): EventObject[] =>
    (ownEventTypes(state) as string[])
      .filter((type) => type !== '' && type !== '*')
      .flatMap((type) => {
        const listed = catalogue.filter((e) => e.type === type);
        return listed.length > 0 ? listed : [{ type }];
      });
}

/** A deferred call the walker can settle (see test-utils/deferred.ts). */
export interface SettleableCall {
  resolve: (value: never) => void;
  reject: (reason: unknown) => void;
}
export interface SettleableActor {
  readonly last: SettleableCall;
}

export interface WalkHarness {
  actor: AnyActorRef;
  clock: SimulatedClock;
  /** Deferred actors by invoke id. */
  actors: Record<string, SettleableActor>;
  /** Lets settled promises deliver their events. */
  flush: () => Promise<void>;
}

/** Milliseconds of a named or numeric delay, read from the machine's own implementations. */
export function delayOf(machine: AnyStateMachine, name: string, snapshot: AnyMachineSnapshot): number {
  if (/^\d+$/.test(name)) return Number(name);
  const impl = (machine.implementations.delays as Record<string, unknown>)[name];
  if (typeof impl === 'number') return impl;
  if (typeof impl === 'function') return (impl as (a: unknown) => number)({ context: snapshot.context, event: { type: '' } });
  throw new Error(`unknown delay ${name}`);
}

/** Delivers one model event to the real actor the way the world would. */
export async function deliver(machine: AnyStateMachine, h: WalkHarness, event: EventObject & Record<string, unknown>) {
  // Paths begin with the initial state reached by 'xstate.init': starting the actor did that already.
  if (event.type === 'xstate.init') return;
  const done = /^xstate\.done\.actor\.(.+)$/.exec(event.type);
  const failed = /^xstate\.error\.actor\.(.+)$/.exec(event.type);
  const after = /^xstate\.after\.([^.]+)\./.exec(event.type);
  if (done) {
    const a = h.actors[done[1]!];
    if (!a) throw new Error(`no deferred actor for ${done[1]}`);
    a.last.resolve(event.output as never);
  } else if (failed) {
    const a = h.actors[failed[1]!];
    if (!a) throw new Error(`no deferred actor for ${failed[1]}`);
    a.last.reject(event.error);
  } else if (after) {
    h.clock.increment(delayOf(machine, after[1]!, h.actor.getSnapshot()));
    return;
  } else {
    // Sending is synchronous: nothing to wait for.
    h.actor.send(event);
    return;
  }
  await h.flush();
}

/**
 * Replays a path on a fresh actor; after every step the running actor must be in the state the model
 * reached (value and context), then `check` asserts what a person would see there.
 */
export async function walkPath<TSnapshot extends AnyMachineSnapshot, TEvent extends EventObject>(
  machine: AnyStateMachine,
  path: StatePath<TSnapshot, TEvent>,
  makeHarness: () => WalkHarness,
  check: (snapshot: AnyMachineSnapshot) => void,
): Promise<void> {
  const h = makeHarness();
  check(h.actor.getSnapshot());
  for (const [i, step] of path.steps.entries()) {
    await deliver(machine, h, step.event as EventObject & Record<string, unknown>);
    const got = serializeSnapshot(h.actor.getSnapshot());
    const want = serializeSnapshot(step.state);
    if (got !== want) {
      const trail = path.steps.slice(0, i + 1).map((s) => s.event.type).join(' → ');
      throw new Error(`after ${trail}\n runtime ${got}\n model   ${want}`);
    }
    check(h.actor.getSnapshot());
  }
  // A finished actor is already stopped; stopping it again makes xstate warn.
  if (h.actor.getSnapshot().status === 'active') h.actor.stop();
}

/** Leaf state nodes no path rests in: each one is an untested state. */
export function unvisitedStates(
  machine: AnyStateMachine,
  paths: StatePath<AnyMachineSnapshot, EventObject>[],
  initial?: AnyMachineSnapshot,
): string[] {
  const seen = new Set<string>(initial ? initial._nodes.map((n) => n.id) : []);
  for (const p of paths) for (const s of p.steps) for (const n of s.state._nodes) seen.add(n.id);
  return getStateNodes(machine.root)
    .filter((n) => Object.keys(n.states).length === 0)
    // A state with an unguarded eventless transition is only passed through, never rested in.
    .filter((n) => !(n.always ?? []).some((t) => !t.guard))
    .map((n) => n.id)
    .filter((id) => !seen.has(id));
}

/**
 * Shortest paths form a tree: every path is its predecessor's path plus one step. Walking only the
 * paths that are no other path's prefix therefore passes through every reachable state.
 */
export function leafPaths<T extends StatePath<AnyMachineSnapshot, EventObject>>(paths: T[]): T[] {
  const keyOf = (p: T, n: number) => p.steps.slice(0, n).map((s) => JSON.stringify(s.event)).join('\n');
  const prefixes = new Set<string>();
  for (const p of paths) for (let n = 0; n < p.steps.length; n += 1) prefixes.add(keyOf(p, n));
  return paths.filter((p) => !prefixes.has(keyOf(p, p.steps.length)));
}

/** Lets settled promise actors deliver their done/error events, without waiting on real timers. */
export async function flushMicrotasks(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}
