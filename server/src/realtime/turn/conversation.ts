import type { LanguageCode } from '@shared/preferences';
import type { MoodBefore } from '@shared/protocol/client-messages';
import type { ConversationContext } from '../../features/sessions/companion-prompts';
import { replyLanguage } from '../../lib/detect-language';
import type { ChatMessage } from '../../providers/ai/ai-provider';

export interface AddedMessage {
  message: ChatMessage;
  evicted: ChatMessage[];
}

/** More than any reply asks for (6 for the companion, 20 for chat). */
const KEPT_MESSAGES = 20;

/**
 * What the companion knows while a session runs, kept in memory so a turn asks the database for
 * nothing before its reply: the latest messages (saved as they happen), the running summary, and the
 * user's long-term memory as it was when the session started.
 */
export class Conversation implements ConversationContext {
  private readonly messages: ChatMessage[] = [];
  runningSummary: string | null = null;

  constructor(
    readonly memories: readonly string[],
    /** Given at the start, or once the session runs (`session.details`). */
    public moodBefore?: MoodBefore,
  ) {}

  /** Carries on where a session handed over from another instance was. */
  restore(history: readonly ChatMessage[], runningSummary: string | null): void {
    this.messages.push(...history.slice(-KEPT_MESSAGES));
    this.runningSummary = runningSummary;
  }

  get history(): readonly ChatMessage[] {
    return this.messages;
  }

  /** Returns what `withdraw` needs to take the message back. */
  add(role: 'user' | 'assistant', content: string): AddedMessage {
    const message = { role, content };
    this.messages.push(message);
    const evicted = this.messages.length > KEPT_MESSAGES ? this.messages.splice(0, this.messages.length - KEPT_MESSAGES) : [];
    return { message, evicted };
  }

  /** Takes back a message that was never said after all (a tentative turn the person spoke on from), and what it pushed out. */
  withdraw(added: AddedMessage): void {
    const index = this.messages.lastIndexOf(added.message);
    if (index < 0) return;
    this.messages.splice(index, 1);
    this.messages.unshift(...added.evicted);
  }

  recent(count: number): ChatMessage[] {
    return this.messages.slice(-count);
  }

  /** The language to answer in: the person's latest clear one in this session, else `profileLanguage`. */
  replyLanguage(profileLanguage: LanguageCode): LanguageCode {
    const said = this.messages.filter((m) => m.role === 'user').map((m) => m.content);
    return replyLanguage(said, profileLanguage);
  }
}
