/**
 * Splits a SPEC message written as 'Title: details' into a toast title and its description;
 * a message without that shape becomes the title alone.
 */
export function titledMessage(message: string): { title: string; description?: string } {
  // Chinese and Japanese write the colon full width, with no space after it.
  const colon = /: |：/.exec(message);
  if (!colon || colon.index <= 0) return { title: message };
  return { title: message.slice(0, colon.index).trim(), description: message.slice(colon.index + colon[0].length).trim() };
}
