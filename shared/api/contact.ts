import { z } from 'zod';

const required = (max: number) => z.string().trim().min(1, 'This field is required.').max(max);

export const contactBody = z.object({
  name: required(120),
  email: z.string().trim().pipe(z.email('Please enter a valid email address.').max(254)),
  subject: required(200),
  message: required(5000),
});
export type ContactBody = z.infer<typeof contactBody>;
