/**
 * One AudioContext per page, shared by the voice detector and reply playback: iOS Safari allows
 * only a few contexts and resumes them only from a user gesture.
 */
let shared: AudioContext | null = null;

export function sharedAudioContext(): AudioContext {
  if (!shared || shared.state === 'closed') shared = new AudioContext({ latencyHint: 'interactive' });
  return shared;
}

/** Call from a click or key handler: browsers start audio only after the person interacts. */
export async function resumeAudioContext(): Promise<void> {
  const context = sharedAudioContext();
  if (context.state === 'suspended') await context.resume();
}
