/**
 * Splits a SPEC message written as 'Title: details' into a toast title and its description;
 * a message without that shape becomes the title alone.
 */
export function titledMessage(message: string): { title: string; description?: string } {
  const colon = message.indexOf(': ');
  if (colon <= 0) return { title: message };
  return { title: message.slice(0, colon), description: message.slice(colon + 2) };
}
