/**
 * Forgets what this browser keeps for one person: every localStorage key that carries their id (a journal
 * kept on this device, onboarding progress). Done when their account is deleted from here.
 */
export function forgetOnThisDevice(userId: string): void {
  try {
    for (const key of Object.keys(localStorage)) if (key.includes(userId)) localStorage.removeItem(key);
  } catch {
    // Storage the browser blocks holds nothing of theirs either.
  }
}
