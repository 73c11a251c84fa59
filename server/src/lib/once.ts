/** A one-item async iterable: how a single utterance or message enters a pipeline. */
export async function* once<T>(value: T): AsyncIterable<T> {
  yield value;
}
