import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { meResponse, type MeResponse } from '@shared/api/profile';
import { errorResponse } from '@shared/api/error';
import { responseSerializerCompiler } from './response-serializer';

const serializerFor = (schema: z.ZodType) => responseSerializerCompiler({ schema, method: 'GET', url: '/test', httpStatus: '200' });

const me: MeResponse = {
  user: { id: '0b6c4f5e-2f0a-4b8e-9a7c-1d2e3f4a5b6c', email: 'ann@example.com' },
  profile: {
    id: '0b6c4f5e-2f0a-4b8e-9a7c-1d2e3f4a5b6c',
    email: 'ann@example.com',
    fullName: null,
    timezone: 'Europe/Paris',
    notificationPreferences: { preferredLanguage: 'fr', voicePreference: null },
    dailySessionLimit: 3,
    subscriptionPlan: 'free',
    subscriptionStatus: null,
    passExpiresAt: '2026-12-01T00:00:00.000Z',
    keepVoiceRecordings: false,
    needsOnboarding: true,
    updatedAt: '2026-11-21T10:00:00.000Z',
  },
};

describe('response serializer', () => {
  it('writes what zod would, nulls and nesting included', () => {
    const written = serializerFor(meResponse)(me);
    expect(JSON.parse(written)).toEqual(z.encode(meResponse, me));
    expect(written).toContain('"fullName":null');
  });

  it('writes only the properties the schema declares, at every level', () => {
    const leaky = {
      ...me,
      password_hash: 'argon2id$...',
      user: { ...me.user, password_hash: 'argon2id$...' },
      profile: { ...me.profile, stripe_customer_id: 'cus_1' },
    };
    const written = serializerFor(meResponse)(leaky);
    expect(written).not.toContain('password_hash');
    expect(written).not.toContain('stripe_customer_id');
    expect(JSON.parse(written)).toEqual(me);
  });

  it('refuses a body missing a required property', () => {
    const { user: _user, ...withoutUser } = me;
    expect(() => serializerFor(meResponse)(withoutUser)).toThrow(/user/);
  });

  it('accepts the { properties } form of a schema', () => {
    const body = { error: { code: 'unauthorized', message: 'Please log in to continue.' } };
    const serializer = responseSerializerCompiler({ schema: { properties: errorResponse }, method: 'GET', url: '/test', httpStatus: '401' });
    expect(JSON.parse(serializer(body))).toEqual(body);
  });
});
