/** Far more than a client re-sends after a reconnect: only the latest texts, those it saw no `transcript.user` for. */
const REMEMBERED_TEXT_IDS = 1000;

/**
 * The client ids of the text messages a live session has taken, so that one re-sent after a reconnect
 * (a resume reaches the same session object) is recognised without asking the database. Only the latest
 * are kept; an older repeat is still refused by the database (see `createUserMessageStore` in transcript-store.ts).
 */
export class TakenTextMessages {
  private readonly ids = new Set<string>();

  /** False when this id was already taken. */
  take(clientMessageId: string): boolean {
    if (this.ids.has(clientMessageId)) return false;
    this.ids.add(clientMessageId);
    if (this.ids.size > REMEMBERED_TEXT_IDS) this.ids.delete(this.ids.values().next().value as string);
    return true;
  }

  /** The message was not saved after all: the same id sent again is a new message. */
  forget(clientMessageId: string): void {
    this.ids.delete(clientMessageId);
  }
}
