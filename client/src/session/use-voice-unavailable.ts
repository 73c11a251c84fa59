import { useQuery } from '@tanstack/react-query';
import type { SpeechAvailability } from '@shared/api/health';
import { voiceCallRefusal } from '@shared/voice-refusal';
import { useSayText } from '@/lib/i18n';
import { api } from '@/lib/api-client';
import { useMe } from '@/lib/auth';

/** Why voice calls cannot be offered to this person, or null. Until the server has said, they are offered (a start is checked again). */
export function useVoiceUnavailable(): string | null {
  const speech = useQuery({
    queryKey: ['speech-recognition'],
    queryFn: () => api.get<SpeechAvailability>('/api/speech-recognition'),
    staleTime: 5 * 60_000,
  });
  const language = useMe().data?.profile.notificationPreferences.preferredLanguage ?? 'en';
  const say = useSayText();
  const refusal = speech.data ? voiceCallRefusal(speech.data, language) : null;
  return refusal && say(refusal);
}
