import { InsertQueryNode, type KyselyPlugin, type PluginTransformQueryArgs, type PluginTransformResultArgs, type QueryId } from 'kysely';

/**
 * A database that answers inserts into one table late: while held, the app waits for the answer to
 * each such insert (the row itself is written at once) until the test releases it. The insert is
 * recognised by its query id, which a prepared query keeps from the one time it is compiled.
 */
export class HeldInserts implements KyselyPlugin {
  private readonly inserts = new WeakSet<QueryId>();
  private held: { reached: () => void; released: Promise<void> } | null = null;
  private answerHeld = () => undefined as void;

  constructor(private readonly table: string) {}

  /** Holds the inserts from now on; resolves once one is waiting for its answer. */
  hold(): Promise<void> {
    return new Promise((reached) => {
      const released = new Promise<void>((resolve) => (this.answerHeld = resolve));
      this.held = { reached: () => reached(), released };
    });
  }

  /** Lets the held inserts (and those to come) have their answers. */
  release(): void {
    this.held = null;
    this.answerHeld();
  }

  transformQuery({ node, queryId }: PluginTransformQueryArgs) {
    if (InsertQueryNode.is(node) && node.into?.table.identifier.name === this.table) this.inserts.add(queryId);
    return node;
  }

  async transformResult({ queryId, result }: PluginTransformResultArgs) {
    const held = this.held;
    if (this.inserts.has(queryId) && held) {
      held.reached();
      await held.released;
    }
    return result;
  }
}
