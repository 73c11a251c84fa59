import type { FastifyInstance } from 'fastify';
import type { FeatureOptions } from '../../feature-context';
import { reminderOffRoutes } from './reminder-off.routes';
import { reminderSettingsRoutes } from './reminder-settings.routes';
import { createRemindersService } from './reminders.service';

/** Mood reminders: the signed-in settings API, and the public one-click "off" link from the emails. */
export async function remindersRoutes(app: FastifyInstance, { context }: FeatureOptions): Promise<void> {
  const reminders = createRemindersService({
    db: context.db,
    mailer: context.mailer,
    now: context.now,
    links: { publicUrl: context.config.publicUrl, authSecret: context.config.authSecret },
  });
  // Separate plugins, so the sign-in hook of one and the form parser of the other stay apart.
  await app.register(reminderSettingsRoutes, { context, reminders });
  await app.register(reminderOffRoutes, { context, reminders });
}
