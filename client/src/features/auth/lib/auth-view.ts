/** The three faces of the login dialog, chosen by the `tab` query parameter. */
export type AuthView = 'login' | 'signup' | 'forgot';

export function parseAuthView(tab: string | null): AuthView {
  return tab === 'signup' || tab === 'forgot' ? tab : 'login';
}
