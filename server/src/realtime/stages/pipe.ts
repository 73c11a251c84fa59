import type { Stage } from './stage';

/** Stages joined in order into one: `pipe(a, b, c)` feeds what `a` yields to `b`, and what `b` yields to `c`. */
export function pipe<A, B, C>(a: Stage<A, B>, b: Stage<B, C>): Stage<A, C>;
export function pipe<A, B, C, D>(a: Stage<A, B>, b: Stage<B, C>, c: Stage<C, D>): Stage<A, D>;
export function pipe<A, B, C, D, E>(a: Stage<A, B>, b: Stage<B, C>, c: Stage<C, D>, d: Stage<D, E>): Stage<A, E>;
export function pipe<A, B, C, D, E, F>(
  a: Stage<A, B>,
  b: Stage<B, C>,
  c: Stage<C, D>,
  d: Stage<D, E>,
  e: Stage<E, F>,
): Stage<A, F>;
export function pipe<A, B, C, D, E, F, G>(
  a: Stage<A, B>,
  b: Stage<B, C>,
  c: Stage<C, D>,
  d: Stage<D, E>,
  e: Stage<E, F>,
  f: Stage<F, G>,
): Stage<A, G>;
export function pipe(...stages: Stage<unknown, unknown>[]): Stage<unknown, unknown> {
  return (input, turn) => stages.reduce((frames, stage) => stage(frames, turn), input);
}
