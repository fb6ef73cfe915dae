/**
 * What a thing costs, and how its ledger row names it: `<kind>:<id>`, a key unique in the ledger,
 * so charging the same thing twice (a retried job) charges it once.
 */
export interface Charge {
  kind: string;
  amount: number;
  reason: string;
}

export const SNAP_CHARGE: Charge = { kind: 'snap', amount: 1, reason: 'snap rendered' };
export const SCREENSHOT_CHARGE: Charge = { kind: 'screenshot', amount: 1, reason: 'screenshot captured' };

/** What the ledger keys of everything charged as `charge` begin with ("snap:"). */
export const chargeKeyPrefix = (charge: Charge) => `${charge.kind}:`;

/** The ledger key of the thing `id` charged as `charge` ("snap:<uuid>"). */
export const chargeKey = (charge: Charge, id: string) => chargeKeyPrefix(charge) + id;
