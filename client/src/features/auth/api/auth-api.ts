import type {
  AuthUser,
  BrowserLinkBody,
  LoginBody,
  ConfirmResponse,
  MessageResponse,
  RecoverBody,
  ResendConfirmationBody,
  ResetBody,
  SignupBody,
  TokenBody,
} from '@shared/api/auth';
import { api } from '@/lib/api-client';

/** The account endpoints the login dialog and the emailed-link pages call. */
export const authApi = {
  signup: (body: SignupBody) => api.post<MessageResponse>('/api/auth/signup', body),
  login: (body: LoginBody) => api.post<{ user: AuthUser }>('/api/auth/login', body),
  recover: (body: RecoverBody) => api.post<MessageResponse>('/api/auth/recover', body),
  resendConfirmation: (body: ResendConfirmationBody) => api.post<MessageResponse>('/api/auth/resend-confirmation', body),
  browserLink: (body: BrowserLinkBody) => api.post<MessageResponse>('/api/auth/browser-link', body),
  approveBrowser: (body: TokenBody) => api.post<MessageResponse>('/api/auth/approve-browser', body),
  confirm: (body: TokenBody) => api.post<ConfirmResponse>('/api/auth/confirm', body),
  reset: (body: ResetBody) => api.post<MessageResponse>('/api/auth/reset', body),
};
