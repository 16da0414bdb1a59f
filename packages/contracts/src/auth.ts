// Sign-up, sign-in and token calls (spec §7 POST /auth/login and /auth/refresh; issue 2 POST /auth/register).
import { z } from 'zod';
import { compactObject, email, phone, text } from './common.ts';
import { organization, organizationInput } from './organizations.ts';

export const user = z
  .object({
    id: z.uuid(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    phone: z.string().optional(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof user>;

/** Passwords: at least 8 characters; at most 128 so hashing cost stays bounded. */
export const password = z.string().min(8, 'a password has at least 8 characters').max(128);

export const registerRequest = compactObject({
  first_name: text(100),
  last_name: text(100),
  email,
  password,
  phone: phone.optional(),
  organization: organizationInput,
}).meta({ id: 'RegisterRequest' });
export type RegisterRequest = z.infer<typeof registerRequest>;

export const loginRequest = z
  .object({ email: z.string().trim().max(254), password: z.string().min(1).max(128) })
  .meta({ id: 'LoginRequest' });
export type LoginRequest = z.infer<typeof loginRequest>;

export const tokenPair = z.object({ token: z.string(), refreshToken: z.string() }).meta({ id: 'TokenPair' });
export type TokenPair = z.infer<typeof tokenPair>;

export const loginResponse = tokenPair.extend({ user }).meta({ id: 'LoginResponse' });
export type LoginResponse = z.infer<typeof loginResponse>;

export const registerResponse = loginResponse.extend({ organization }).meta({ id: 'RegisterResponse' });
export type RegisterResponse = z.infer<typeof registerResponse>;

/** The refresh token to revoke; the web app sends `{}` and the server takes the refresh cookie. */
export const logoutRequest = z
  .object({ refreshToken: z.string().min(1).max(200).optional() })
  .meta({ id: 'LogoutRequest' });
export type LogoutRequest = z.infer<typeof logoutRequest>;
