// Sign-in, session and abilities answers (console-spec §3 login data, §7 auth/*).
import { z } from 'zod';

export const orgData = z.object({ id: z.number().int(), name: z.string(), code: z.string() });
export const centreData = z.object({
  id: z.number().int(), name: z.string(), code: z.string(), city: z.string(), kind: z.string(), orgId: z.number().int(),
});

/** The login data of POST auth/login and of the embedded LOGIN (console-spec §3). */
export const loginData = z.object({
  userRoles: z.array(z.object({ name: z.string() })),
  roles: z.array(z.object({ name: z.string(), permissions: z.array(z.object({ permission_name: z.string() })) })),
  userId: z.number().int(),
  Fname: z.string(),
  lname: z.string(),
  userType: z.string(),
  settings: z.object({
    orgsData: z.array(orgData),
    centresData: z.array(centreData),
    ismyPATUser: z.boolean(),
    scope: z.string(),
    trainingUser: z.boolean(),
  }),
});
export type LoginDataAnswer = z.infer<typeof loginData>;

export const loginAnswer = z.object({ authToken: z.string(), loginData });
export const sessionAnswer = z.object({ loginData });
export const abilitiesAnswer = z.array(z.string());
