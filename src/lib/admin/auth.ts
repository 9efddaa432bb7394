import { z } from "zod";

/** The sign-in form, shared by the admin screen and the login function. */
export const loginSchema = z.strictObject({
  username: z.string().trim().min(1, "Enter your username").max(40, "That username is too long"),
  password: z.string().min(1, "Enter your password").max(200, "That password is too long"),
});

export type LoginInput = z.infer<typeof loginSchema>;

export interface StaffIdentity {
  username: string;
}
