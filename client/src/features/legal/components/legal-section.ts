import type { ReactNode } from 'react';

/** One numbered section of a legal document. */
export interface LegalSection {
  /** The anchor the table of contents links to. */
  id: string;
  title: string;
  body: ReactNode;
}
