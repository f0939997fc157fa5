/** Roles of iris users. */
export type Role = "user" | "admin";
/** Plan tiers: in production they set the hourly budget (spec §8.1). */
export type Tier = "free" | "basic" | "premium";
export const TIERS = ["free", "basic", "premium"] as const;

/** Who is calling, as decided by the authenticate middleware. */
export type Principal =
  | {
      kind: "user";
      userId: string;
      email: string;
      role: Role;
      tier: Tier;
      /** Access-token jti and family, for logout. */
      jti: string;
      familyId: string;
      tokenExpiresAt: number;
    }
  | { kind: "api_key"; userId: string; email: string; role: Role; tier: Tier; keyId: string }
  | {
      /** No credentials. In development this is the anonymous developer (role admin). */
      kind: "anonymous";
      role: Role | undefined;
    };

/** True when credentials were presented and accepted. */
export function isAuthenticated(p: Principal): p is Exclude<Principal, { kind: "anonymous" }> {
  return p.kind !== "anonymous";
}
