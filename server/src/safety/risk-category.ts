/** What a risk is about. The names follow OpenAI's moderation categories. */
export type RiskCategory = 'self-harm' | 'violence';
