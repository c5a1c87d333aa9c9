/**
 * One of Node's tick objects, kept alive for the life of the process (docs/decisions/062).
 *
 * Every `process.nextTick` (Node calls it ~7 times per HTTP answer) builds its task as an object
 * literal with computed symbol keys, whose hidden classes (V8 "maps") nothing holds strongly: the
 * tick objects die within the tick. When the process goes idle (a start-up on an empty database,
 * a quiet night) V8's full collections clear those maps, and the next ticks build new ones. The
 * inline caches of the literal in `nextTick` then see a new map at each round, and after four they
 * turn megamorphic for good: from then on each tick is slower, and a server that had been idle
 * once answered a cached API read with ~5 µs more CPU (~11 %) than one holding a tick object
 * (docs/desempenho.md, "Sexta sessão"). Holding one tick object holds its map and the chain of
 * maps it came from, so the caches stay monomorphic.
 *
 * The object is taken from the one `init` an async hook sees, enabled around a single
 * `nextTick` and disabled at once: no hook stays on.
 */
import { createHook } from 'node:async_hooks';

let kept: object | undefined;

/** Takes (once per process) a tick object to keep; returns it, or undefined if Node no longer names it 'TickObject'. */
export function keepTickObjectMaps(): object | undefined {
  if (kept) return kept;
  const hook = createHook({
    init(_asyncId, type, _triggerAsyncId, resource) {
      if (type === 'TickObject') kept ??= resource;
    },
  });
  hook.enable();
  try {
    process.nextTick(() => {});
  } finally {
    hook.disable();
  }
  return kept;
}
